import { describe, expect, it } from "vitest";
import { countWords } from "../text";
import { extractBlocks, parseContent, splitSentences, wordsOf } from "./text-parts";

describe("extractBlocks", () => {
  it("returns headings, paragraphs, list items and cells in order", () => {
    const blocks = extractBlocks(
      "<h1>Title</h1><p>Intro <strong>bold</strong> text.</p><h2 id='x'>Part</h2>" +
        "<ul><li>One</li><li>Two</li></ul><table><tr><th>Head</th><td>Cell</td></tr></table>",
    );
    expect(blocks.map((b) => [b.kind, b.level, b.text])).toEqual([
      ["heading", 1, "Title"],
      ["paragraph", 0, "Intro bold text."],
      ["heading", 2, "Part"],
      ["item", 0, "One"],
      ["item", 0, "Two"],
      ["cell", 0, "Head"],
      ["cell", 0, "Cell"],
    ]);
    expect(blocks[1]?.html).toBe("Intro <strong>bold</strong> text.");
  });

  it("handles nested lists, blockquotes, divs, code and stray text", () => {
    const blocks = extractBlocks(
      "Loose words<ul><li>Parent<ul><li>Child</li></ul></li></ul><blockquote><p>Quoted.</p>" +
        "</blockquote><div>In a div</div><pre><code>let x = 1;</code></pre><p>a<br>b</p><p></p>",
    );
    expect(blocks.map((b) => [b.kind, b.text])).toEqual([
      ["paragraph", "Loose words"],
      ["item", "Parent"],
      ["item", "Child"],
      ["quote", "Quoted."],
      ["paragraph", "In a div"],
      ["code", "let x = 1;"],
      ["paragraph", "a b"],
    ]);
  });

  it("reads the editor's list items and cells, which wrap their text in p", () => {
    const blocks = extractBlocks(
      "<ul><li><p>One</p></li></ul><table><tbody><tr><td><p>Cell</p></td></tr></tbody></table>",
    );
    expect(blocks.map((b) => [b.kind, b.text])).toEqual([
      ["item", "One"],
      ["cell", "Cell"],
    ]);
  });

  it("leaves quotations and code out of the readable text", () => {
    const blocks = extractBlocks(
      "<p>Run <code>npm test</code> as <q>they</q> say in <cite>the book</cite>.</p>" +
        "<blockquote><p>Quoted.</p></blockquote><pre><code>let x;</code></pre>",
    );
    expect(blocks.map((b) => b.readable)).toEqual(["Run as say in .", "", ""]);
  });

  it("decodes entities and ignores comments", () => {
    const blocks = extractBlocks("<p>Salt &amp; pepper<!-- note --></p>");
    expect(blocks[0]?.text).toBe("Salt & pepper");
  });
});

describe("splitSentences", () => {
  it("splits on full stops, question and exclamation marks", () => {
    expect(splitSentences("One two. Three four? Five six! Seven")).toEqual([
      "One two.",
      "Three four?",
      "Five six!",
      "Seven",
    ]);
  });

  it("does not split abbreviations, decimals, initials or before lower case", () => {
    expect(splitSentences("Dr. Smith weighed 3.5 kg. He left.")).toEqual([
      "Dr. Smith weighed 3.5 kg.",
      "He left.",
    ]);
    expect(splitSentences("Use fruit, e.g. apples. Fine.")).toHaveLength(2);
    expect(splitSentences("J. K. Rowling wrote it. Yes.")).toHaveLength(2);
    // A lone capital or lower-case letter is not an initial (Yoast splits these too).
    expect(splitSentences("It needs package B. But not C. Then it works.")).toHaveLength(3);
    expect(splitSentences("It reads the s. This is called revalidation.")).toHaveLength(2);
    expect(splitSentences("Is it? yes it is.")).toHaveLength(1);
  });

  it("keeps closing quotes with their sentence", () => {
    expect(splitSentences('He said "Go." Then he left.')).toEqual([
      'He said "Go."',
      "Then he left.",
    ]);
  });

  it("splits Chinese, Japanese, Arabic and Hindi sentences", () => {
    expect(splitSentences("你好。我很好！你呢？")).toEqual(["你好。", "我很好！", "你呢？"]);
    expect(splitSentences("これはペンです。あれは本です。")).toHaveLength(2);
    expect(splitSentences("كيف حالك؟ أنا بخير.")).toHaveLength(2);
    expect(splitSentences("यह एक वाक्य है। यह दूसरा है।")).toHaveLength(2);
  });

  it("drops empty pieces", () => {
    expect(splitSentences("... !!")).toEqual([]);
    expect(splitSentences("")).toEqual([]);
  });
});

describe("wordsOf", () => {
  it("counts tokens with a letter or digit", () => {
    expect(wordsOf("Hello - world, 42 !")).toEqual(["Hello", "world,", "42"]);
  });
});

describe("parseContent", () => {
  const html =
    "<h1>T</h1><h2>A</h2><h2>B</h2><h3>C</h3><p>First one. Second <a href='/x'>link</a>.</p>" +
    '<p><a>no href</a> <a href="">empty</a> <a href=https://e.com>bare</a></p>' +
    "<ol><li>Item</li></ol><pre>code. More code.</pre>";

  it("counts headings, links and words", () => {
    const parsed = parseContent(html);
    expect(parsed.headingCounts).toEqual({ h1: 1, h2: 2, h3: 1 });
    expect(parsed.links).toBe(2);
    expect(parsed.words).toBe(countWords(html));
  });

  it("takes sentences from headings and body text, not code", () => {
    const parsed = parseContent(html);
    expect(parsed.sentences.map((s) => s.text)).toEqual([
      "T",
      "A",
      "B",
      "C",
      "First one.",
      "Second link.",
      "no href empty bare",
      "Item",
    ]);
    expect(parsed.sentences[4]?.words).toEqual(["First", "one."]);
  });

  it("detects lists and tables", () => {
    expect(parseContent(html).hasList).toBe(true);
    expect(parseContent(html).hasTable).toBe(false);
    expect(parseContent("<table><tbody><tr><td>1</td></tr></tbody></table>").hasTable).toBe(true);
    expect(parseContent("<ul></ul><table></table>")).toMatchObject({
      hasList: false,
      hasTable: false,
    });
  });
});
