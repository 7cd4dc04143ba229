import { describe, expect, it } from "vitest";
import { RICH_CONTENT, testPost } from "../../tests/support/test-post";
import { htmlToMarkdown, postToMarkdown } from "./markdown";

describe("postToMarkdown", () => {
  it("starts with YAML front matter holding the metadata, then the title as the only h1", () => {
    const md = postToMarkdown(
      testPost({ title: 'He said "hi": a #1 post', hashtags: ["#a", "#b"], content: "<p>x</p>" }),
    );
    expect(md).toBe(
      [
        "---",
        'title: "He said \\"hi\\": a #1 post"',
        'slug: "ten-ways-to-test"',
        'description: "How to test, in ten ways."',
        'date: "2025-03-04T05:06:07.000Z"',
        'updated: "2025-03-05T00:00:00.000Z"',
        'content_type: "blog"',
        'language: "en"',
        'keywords: ["testing", "quality"]',
        'hashtags: ["#a", "#b"]',
        "---",
        "",
        '# He said "hi": a #1 post',
        "",
        "x",
        "",
      ].join("\n"),
    );
  });

  it("leaves out empty optional metadata and ends after the heading when there is no content", () => {
    const md = postToMarkdown(testPost({ slug: null, metaDescription: null, content: "" }));
    expect(md).not.toMatch(/^slug:|^description:|^hashtags:/m);
    expect(md.endsWith("# Ten Ways to Test\n")).toBe(true);
  });

  it("escapes a title that Markdown would read as something else", () => {
    const md = postToMarkdown(testPost({ title: "1. *Not* a list\nor two lines" }));
    expect(md).toContain("# 1\\. \\*Not\\* a list or two lines\n");
  });
});

describe("htmlToMarkdown", () => {
  const md = htmlToMarkdown(RICH_CONTENT);

  it("maps headings, inline formatting, links and code", () => {
    expect(md).toContain("## Getting started");
    expect(md).toContain("### Compare");
    expect(md).toContain(
      "Plain, **bold**, _italic_, underlined and `npm test`. See [the docs](https://example.com/docs).",
    );
  });

  it("maps nested lists, numbered lists, quotes and fenced code", () => {
    expect(md).toMatch(/^- {3}First bullet\n {4}- {3}Nested bullet\n- {3}Second bullet$/m);
    expect(md).toMatch(/^1\. {2}Step one\n2\. {2}Step two$/m);
    expect(md).toContain("> A wise quote");
    expect(md).toContain("```\nconst a = 1;\nconst b = 2;\n```");
  });

  it("writes tables as GFM tables with a header row and escaped pipes", () => {
    expect(md).toContain("| Plan | Price |\n| --- | --- |\n| Pro \\| Plus | $10 |");
  });

  it("takes the first row as the header of a table without th", () => {
    const table = htmlToMarkdown(
      "<table><tbody><tr><td>a</td><td>b</td></tr><tr><td>c<br>d</td><td></td></tr></tbody></table>",
    );
    expect(table.trim()).toBe("| a | b |\n| --- | --- |\n| c d |  |");
  });

  it("drops what the allow-list forbids even if it was stored", () => {
    const dirty = htmlToMarkdown(
      '<p>ok</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
    );
    expect(dirty).not.toMatch(/script|alert|onerror|javascript|!\[/);
    expect(dirty).toContain("ok");
  });
});
