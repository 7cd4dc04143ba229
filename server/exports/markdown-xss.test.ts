// @vitest-environment jsdom
// The Markdown export rendered the way a CMS or static site generator renders it: marked with
// inline HTML allowed. Text that looks like markup (in the title, a heading, a paragraph, a table
// cell) must stay text, and HTML content must stay inside the allow-list.
import { escapeHtml } from "@domain/html/escape";
import { ALLOWED_TAGS } from "@domain/html/sanitize";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { testPost } from "../../tests/support/test-post";
import { dompurifyVectors, owaspVectors } from "../../tests/support/xss-vectors";
import { postFileName } from "./file-name";
import { postToMarkdown } from "./markdown";

const vectors = [...dompurifyVectors, ...owaspVectors].map((vector) => vector.payload);

// What Markdown itself renders to (hr for a thematic break), besides the sanitiser's tags.
const RENDERED_TAGS = new Set<string>([...ALLOWED_TAGS, "hr"]);
const RENDERED_ATTRIBUTES = new Set(["href", "title", "align"]);

/** Every way the rendered HTML could run code or break out of the allow-list, as text. */
function dangers(markdown: string): string[] {
  const html = marked.parse(markdown.replace(/^---\n[\s\S]*?\n---\n/, ""), { async: false });
  const template = document.createElement("template");
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll("*"))) {
    const tag = element.localName;
    if (!RENDERED_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (!RENDERED_ATTRIBUTES.has(name)) found.push(`${tag}[${name}]`);
      if (/^\s*(javascript|data|vbscript):/i.test(value.replace(/[\s\0]/g, ""))) {
        found.push(`${tag}[${name}=${value}]`);
      }
    }
  }
  return found;
}

describe("the Markdown export rendered with inline HTML allowed", () => {
  it("keeps a heading written as an image tag as text (the review's example)", () => {
    const title = "<img src=x onerror=window.xss=1>Tricky title <b>more</b>";
    const md = postToMarkdown(
      testPost({ title, content: `<h2>${escapeHtml(title)}</h2><p>a &amp; b &lt; c</p>` }),
    );
    expect(md).toContain(
      "# &lt;img src=x onerror=window.xss=1&gt;Tricky title &lt;b&gt;more&lt;/b&gt;",
    );
    expect(md).toContain("## &lt;img src=x onerror=window.xss=1&gt;");
    expect(md).toContain("a &amp; b &lt; c");
    expect(dangers(md)).toEqual([]);
    // Rendered, the reader sees exactly what was written.
    const rendered = document.createElement("div");
    rendered.innerHTML = marked.parse(md.replace(/^---\n[\s\S]*?\n---\n/, ""), { async: false });
    expect(rendered.querySelector("h1")?.textContent).toBe(title);
  });

  it("leaves code literal (Markdown does not read markup or entities there)", () => {
    const md = postToMarkdown(testPost({ content: "<pre><code>&lt;b&gt; &amp;amp;</code></pre>" }));
    expect(md).toContain("```\n<b> &amp;\n```");
    expect(dangers(md)).toEqual([]);
  });

  it("keeps the front matter to one quoted line per field, whatever the title holds", () => {
    const md = postToMarkdown(testPost({ title: 'a"\n---\nlayout: evil\n<script>x</script>' }));
    const front = md.split("\n---\n")[0] ?? "";
    expect(front).not.toMatch(/^layout:/m);
    expect(front).toContain('title: "a\\"\\n---\\nlayout: evil\\n<script>x</script>"');
  });

  it("names the files from the clean title, never from markup in it", () => {
    const name = postFileName(
      {
        id: "0b6f3c2e",
        slug: null,
        title: "<img src=x onerror=window.xss=1>Tricky title <b>more</b>",
      },
      "md",
    );
    expect(name).toEqual({ ascii: "tricky-title-more.md", unicode: "Tricky title more.md" });
  });

  // Every corpus vector as the title, as heading and paragraph text, and as the content's HTML.
  it.each(vectors.map((payload, index) => [index, payload] as const))(
    "vector #%i stays inert in every position",
    (_index, payload) => {
      const asText = escapeHtml(payload);
      const posts = [
        testPost({ title: payload, content: "" }),
        testPost({ content: `<h2>${asText}</h2><p>${asText}</p>` }),
        testPost({
          content: `<table><tr><td>${asText}</td></tr></table><ul><li>${asText}</li></ul>`,
        }),
        testPost({ content: payload }),
      ];
      for (const post of posts) expect(dangers(postToMarkdown(post))).toEqual([]);
    },
  );
});
