import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, LINK_REL } from "@domain/html/sanitize";
import { postEditSchema } from "@domain/post-edit";
import { countWords } from "@domain/text";
import fc from "fast-check";
import { type DefaultTreeAdapterMap, parseFragment } from "parse5";
import { describe, expect, it } from "vitest";
import { prepareEdit } from "./prepare-edit";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const CONTEXT = { contentType: "blog", language: "en", slug: "a-post", metaDescription: "A post." };

// Tags and attributes an attacker or a careless paste might send, beside the allowed ones.
const OTHER_TAGS = [
  "script",
  "style",
  "img",
  "iframe",
  "svg",
  "math",
  "object",
  "embed",
  "form",
  "input",
  "textarea",
  "select",
  "button",
  "hr",
  "s",
  "strike",
  "font",
  "b",
  "i",
  "template",
  "noscript",
  "video",
  "base",
  "meta",
  "link",
  "title",
  "xmp",
  "plaintext",
  "noembed",
];
const OTHER_ATTRIBUTES = [
  "onclick",
  "onerror",
  "onload",
  "onmouseover",
  "style",
  "src",
  "srcset",
  "data-x",
  "data-href",
  "id",
  "name",
  "action",
  "formaction",
  "xlink:href",
  "aria-label",
  "title",
  "width",
  "colspan",
  "contenteditable",
];
const URLS = [
  "https://example.com/a?b=c#d",
  "http://example.com",
  "mailto:someone@example.com",
  "/relative/path",
  "#fragment",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java&#x09;script:alert(1)",
  "&#106;avascript:alert(1)",
  "\u0001javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
];

const tagName = fc.oneof(fc.constantFrom(...ALLOWED_TAGS), fc.constantFrom(...OTHER_TAGS));
const attributeName = fc.oneof(
  fc.constantFrom(...ALLOWED_ATTRIBUTES),
  fc.constantFrom(...OTHER_ATTRIBUTES),
);
const attributeValue = fc.oneof(
  fc.constantFrom(...URLS),
  fc.constantFrom("_blank", "_self", "_top", "opener", "lead note", 'x" onclick="y', "a<b>"),
  fc.string({ maxLength: 12 }),
);
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("Hello world", "<script>alert(1)</script>", "&lt;b&gt;", "a > b & c", "\n  "),
);

const escapeAttribute = (value: string) =>
  value.replace(/&(?!#?\w+;)/g, "&amp;").replace(/"/g, "&quot;");

/** A random HTML fragment: nested elements with random attributes and text, as a string. */
const html: fc.Arbitrary<string> = fc.letrec<{ node: string; element: string }>((tie) => ({
  node: fc.oneof({ depthSize: "small", withCrossShrink: true }, text, tie("element")),
  element: fc
    .record({
      tag: tagName,
      attributes: fc.array(fc.tuple(attributeName, attributeValue), { maxLength: 3 }),
      children: fc.array(tie("node"), { maxLength: 4 }),
      closed: fc.boolean(),
    })
    .map(({ tag, attributes, children, closed }) => {
      const attrs = attributes.map(([n, v]) => ` ${n}="${escapeAttribute(v)}"`).join("");
      return `<${tag}${attrs}>${children.join("")}${closed ? `</${tag}>` : ""}`;
    }),
})).node;

const documentHtml = fc.array(html, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(""));

function elementsOf(node: Node): Element[] {
  const children = "childNodes" in node ? node.childNodes : [];
  const content =
    node.nodeName === "template" ? [(node as Element & { content: Node }).content] : [];
  return [...children, ...content].flatMap((child) =>
    "tagName" in child ? [child as Element, ...elementsOf(child)] : elementsOf(child),
  );
}

/** Independent of the sanitiser: how a browser would resolve the link (WHATWG URL parser). */
function linkScheme(href: string): string {
  return new URL(href, "https://base.example/").protocol;
}

const TAGS: ReadonlySet<string> = new Set(ALLOWED_TAGS);
const ATTRIBUTES: ReadonlySet<string> = new Set(ALLOWED_ATTRIBUTES);

describe("the editor's save path (prepareEdit)", () => {
  it("stores only allowed tags, attributes and link schemes, whatever HTML arrives", () => {
    fc.assert(
      fc.property(documentHtml, (input) => {
        const prepared = prepareEdit(postEditSchema.parse({ title: "T", content: input }), CONTEXT);
        const stored = parseFragment(prepared.content);
        for (const element of elementsOf(stored)) {
          expect(TAGS.has(element.tagName), element.tagName).toBe(true);
          for (const attribute of element.attrs) {
            expect(ATTRIBUTES.has(attribute.name), attribute.name).toBe(true);
            expect(attribute.prefix, attribute.name).toBeUndefined();
          }
          const attrs = new Map(element.attrs.map((a) => [a.name, a.value]));
          const href = attrs.get("href");
          if (href !== undefined) {
            expect(["http:", "https:", "mailto:"], href).toContain(linkScheme(href));
          }
          const target = attrs.get("target");
          if (target !== undefined) {
            expect(["_blank", "_self"]).toContain(target);
            if (element.tagName === "a") expect(attrs.get("rel")).toBe(LINK_REL);
          }
        }
        expect(prepared.wordCount).toBe(countWords(prepared.content));
        // What is stored is stable: saving it again changes nothing.
        const again = prepareEdit(
          postEditSchema.parse({ title: "T", content: prepared.content }),
          CONTEXT,
        );
        expect(again.content).toBe(prepared.content);
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it("finds the tags it was built to find (the generator reaches the unsafe cases)", () => {
    const prepared = prepareEdit(
      postEditSchema.parse({
        title: "T",
        content:
          '<p onclick="x" data-x="1" style="color:red" class="lead">Hi <a href="java\tscript:alert(1)" target="_top">there</a></p><img src=x onerror=alert(1)><svg><script>alert(1)</script></svg>',
      }),
      CONTEXT,
    );
    expect(prepared.content).toBe('<p class="lead">Hi <a>there</a></p>');
    expect(prepared.wordCount).toBe(2);
  });

  it("keeps the allowed structure", () => {
    const body =
      '<h2 class="summary">Title</h2><ul><li><strong>a</strong> <em>b</em> <u>c</u></li></ul>' +
      "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td><code>d</code></td></tr></tbody></table>" +
      '<blockquote><p>q</p></blockquote><pre><code>e</code></pre><div class="faq"><span class="kw">f</span></div>' +
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">link</a><br></p>';
    const prepared = prepareEdit(postEditSchema.parse({ title: "T", content: body }), CONTEXT);
    expect(prepared.content).toBe(body);
    expect(prepared.analysis.stats.words).toBe(prepared.wordCount);
  });

  it("keeps the stored meta description when the form leaves it out and checks the one sent", () => {
    const checkOf = (prepared: ReturnType<typeof prepareEdit>) =>
      prepared.analysis.seo.checks.find((c) => c.id === "meta-description-length");
    const kept = prepareEdit(postEditSchema.parse({ title: "T", content: "<p>a</p>" }), CONTEXT);
    expect(kept.metaDescription).toBe("A post.");
    const long = "A meta description long enough to pass the length check of the report, ".repeat(
      2,
    );
    const sent = prepareEdit(
      postEditSchema.parse({ title: "T", content: "<p>a</p>", metaDescription: long.trim() }),
      CONTEXT,
    );
    expect(sent.metaDescription).toBe(long.trim());
    expect(checkOf(sent)?.status).not.toBe(checkOf(kept)?.status);
    const blank = prepareEdit(
      postEditSchema.parse({ title: "T", content: "<p>a</p>", metaDescription: " " }),
      CONTEXT,
    );
    expect(blank.metaDescription).toBeNull();
  });
});
