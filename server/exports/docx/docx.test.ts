import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { RICH_CONTENT, testPost } from "../../../tests/support/test-post";
import { postToDocx } from "./index";

async function documentXml(content: string, overrides = {}) {
  const files = unzipSync(await postToDocx(testPost({ content, ...overrides })));
  const xml = strFromU8(files["word/document.xml"] ?? new Uint8Array());
  return { files, xml };
}

/** The paragraphs of document.xml, each as its text and its properties' XML. */
function paragraphs(xml: string): { text: string; props: string }[] {
  return [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p [^>]*>([\s\S]*?)<\/w:p>/g)].map((m) => {
    const body = m[1] ?? m[2] ?? "";
    const text = [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join("");
    const props = /<w:pPr>([\s\S]*?)<\/w:pPr>/.exec(body)?.[1] ?? "";
    return { text, props };
  });
}

function paragraph(xml: string, text: string) {
  const found = paragraphs(xml).find((p) => p.text === text);
  if (!found) throw new Error(`no paragraph "${text}" in ${paragraphs(xml).map((p) => p.text)}`);
  return found;
}

describe("postToDocx", () => {
  it("is a Word package whose properties carry the title, description and keywords", async () => {
    const { files } = await documentXml("<p>x</p>");
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(["[Content_Types].xml", "word/document.xml", "word/numbering.xml"]),
    );
    const core = strFromU8(files["docProps/core.xml"] ?? new Uint8Array());
    expect(core).toContain("<dc:title>Ten Ways to Test</dc:title>");
    expect(core).toContain("How to test, in ten ways.");
    expect(core).toContain("testing, quality");
  });

  it("maps the title and headings to Word headings", async () => {
    const { xml } = await documentXml(RICH_CONTENT);
    expect(paragraph(xml, "Ten Ways to Test").props).toContain('<w:pStyle w:val="Heading1"/>');
    expect(paragraph(xml, "Getting started").props).toContain('<w:pStyle w:val="Heading2"/>');
    expect(paragraph(xml, "Compare").props).toContain('<w:pStyle w:val="Heading3"/>');
  });

  it("keeps bold, italic, underline and code runs, and folds white space", async () => {
    const { xml } = await documentXml(
      "<p>  a <strong>b</strong>\n <em>c</em> <u>d</u> <code>e</code>  </p>",
    );
    const text = paragraphs(xml).map((p) => p.text);
    expect(text).toContain("a b c d e");
    const run = (t: string) => {
      const match = new RegExp(`<w:r>(?:(?!</w:r>)[\\s\\S])*<w:t[^>]*>${t}</w:t></w:r>`).exec(xml);
      return match?.[0] ?? "";
    };
    expect(run("b")).toContain("<w:b/>");
    expect(run("c")).toContain("<w:i/>");
    expect(run("d")).toMatch(/<w:u w:val="single"\/>/);
    expect(run("e")).toContain('w:ascii="Consolas"');
    expect(run("a ")).not.toMatch(/<w:b\/>|<w:i\/>|<w:u /);
  });

  it("makes web links real hyperlinks and leaves relative ones as text", async () => {
    const { xml, files } = await documentXml(
      '<p>See <a href="https://example.com/docs?a=1&amp;b=2">the docs</a> or <a href="/local">here</a>.</p>',
    );
    expect(xml).toMatch(
      /<w:hyperlink [^>]*r:id="[^"]+"[^>]*>[\s\S]*the docs[\s\S]*<\/w:hyperlink>/,
    );
    expect(xml).not.toMatch(/<w:hyperlink[^>]*>(?:(?!<\/w:hyperlink>)[\s\S])*here/);
    const rels = strFromU8(files["word/_rels/document.xml.rels"] ?? new Uint8Array());
    expect(rels).toContain('Target="https://example.com/docs?a=1&amp;b=2" TargetMode="External"');
    expect(rels).not.toContain("/local");
  });

  it("numbers lists by level, restarting each ordered list, with nested bullets a level down", async () => {
    const { xml } = await documentXml(
      `${RICH_CONTENT}<p>between</p><ol><li>Again one<ol><li>Inner</li></ol></li></ol>`,
    );
    const level = (text: string) => /<w:ilvl w:val="(\d)"\/>/.exec(paragraph(xml, text).props)?.[1];
    const list = (text: string) =>
      /<w:numId w:val="(\d+)"\/>/.exec(paragraph(xml, text).props)?.[1];
    expect(level("First bullet")).toBe("0");
    expect(level("Nested bullet")).toBe("1");
    expect(level("Second bullet")).toBe("0");
    expect(list("Nested bullet")).toBe(list("First bullet"));
    expect(level("Step one")).toBe("0");
    expect(list("Step two")).toBe(list("Step one"));
    expect(list("Again one")).not.toBe(list("Step one"));
    expect(level("Inner")).toBe("1");
    expect(list("Step one")).not.toBe(list("First bullet"));
  });

  it("styles quotes and keeps code blocks' lines", async () => {
    const { xml } = await documentXml(RICH_CONTENT);
    expect(paragraph(xml, "A wise quote").props).toContain('<w:pStyle w:val="InkwellQuote"/>');
    const code = paragraph(xml, "const a = 1;const b = 2;");
    expect(code.props).toContain('<w:pStyle w:val="InkwellCode"/>');
    expect(xml).toMatch(/const a = 1;<\/w:t><\/w:r><w:r><w:br\/><w:t[^>]*>const b = 2;/);
  });

  it("maps tables cell by cell, header cells bold, ragged rows padded", async () => {
    const { xml } = await documentXml(
      `${RICH_CONTENT}<table><tr><td>only</td></tr><tr><td>a</td><td>b</td></tr></table>`,
    );
    const tables = [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((m) => m[1] ?? "");
    expect(tables).toHaveLength(2);
    const [first = "", second = ""] = tables;
    const texts = (table: string) => paragraphs(table).map((p) => p.text);
    expect(texts(first)).toEqual(["Plan", "Price", "Pro | Plus", "$10"]);
    expect(first).toContain("<w:tblHeader/>");
    expect(first).toMatch(/<w:b\/>(?:(?!<\/w:r>)[\s\S])*>Plan</);
    expect(second.match(/<w:tc>/g)).toHaveLength(4);
    expect(texts(second)).toEqual(["only", "", "a", "b"]);
  });

  it("writes no HTML and nothing the allow-list forbids, even from hostile content", async () => {
    const { xml } = await documentXml(
      `${RICH_CONTENT}<script>alert(1)</script><img src=x onerror=alert(2)><p>safe &lt;b&gt; text</p>`,
    );
    const text = paragraphs(xml)
      .map((p) => p.text)
      .join("\n");
    expect(text).not.toMatch(/alert/);
    expect(text).toContain("safe &lt;b&gt; text");
    expect(xml).not.toMatch(/<(p|strong|em|ul|ol|li|h\d|table|script|img)[ >]/);
  });

  it("lays out Arabic posts right to left", async () => {
    const { xml } = await documentXml("<p>مرحبا</p>", { language: "ar", title: "عنوان" });
    expect(paragraph(xml, "مرحبا").props).toContain("<w:bidi/>");
    expect(xml).toContain("<w:rtl/>");
  });
});
