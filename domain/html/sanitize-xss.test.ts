import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectIdempotent, expectSafe } from "../../tests/support/safe-html";
import { dompurifyVectors, owaspVectors } from "../../tests/support/xss-vectors";
import { ALLOWED_TAGS, sanitizeHtml } from "./sanitize";

// Whatever comes in, only the allow-list comes out, and sanitising again changes nothing: the
// shared XSS vectors, inputs the parser would rewrite, and random HTML-ish input.

describe("XSS vectors", () => {
  it("loads every vector", () => {
    expect(dompurifyVectors).toHaveLength(223);
    expect(owaspVectors).toHaveLength(113);
    for (const { payload } of [...dompurifyVectors, ...owaspVectors]) {
      expect(typeof payload).toBe("string");
    }
  });

  describe.each([
    ["DOMPurify fixtures", dompurifyVectors],
    ["OWASP filter evasion", owaspVectors],
  ])("%s", (_source, vectors) => {
    it.each(vectors)("$name", ({ payload }) => {
      const clean = sanitizeHtml(payload);
      expectSafe(clean);
      expect(sanitizeHtml(clean)).toBe(clean);
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe("idempotence", () => {
  it.each([
    // Removed table parts leave content the parser would move or wrap.
    "<table><caption>c</caption><tr><td>1</td></tr><tfoot><tr><td>f</td></tr></tfoot></table>",
    "<table><colgroup><col></colgroup><tr><font>x</font><td>1</td></tr></table>",
    // A <p> nested in a <p> through a removed element.
    "<p>a<button><p>b</p></button>c</p>",
    "<h1>a<button><h2>b</h2></button></h1>",
    "<p>a<table><p>b</p></table>",
    // The parser drops one newline after <pre>.
    "<pre>\n\nx</pre>",
    "<pre>\n\n\n\nx</pre>",
    "<pre><font>\nx</font></pre>",
    "<pre>&#13;x</pre>",
    "<div>a&#13;b</div>",
    // Misnested formatting elements.
    "<strong><p>a</strong>b</p>",
    "<a href=/x><div><a href=/y>b</a></div></a>",
    "<li>a<ul><font><li>b</li></font></ul>",
    "AT&T a > b",
    "<font> </font>",
  ])("%j", (html) => {
    expectSafe(sanitizeHtml(html));
    expectIdempotent(html);
  });
});

// ---------------------------------------------------------------------------------------------
// Property: random HTML-ish input never yields anything outside the allow-list, and sanitising
// again changes nothing.

const tagNames = fc.constantFrom(
  ...ALLOWED_TAGS,
  ...["svg", "math", "img", "iframe", "script", "style", "font", "button", "caption", "tfoot"],
  ...["colgroup", "col", "textarea", "title", "noscript", "template", "object", "embed", "form"],
  ...["input", "select", "option", "xmp", "noembed", "plaintext", "mglyph", "annotation-xml"],
  ...["foreignObject", "desc", "image", "use", "animate", "set", "custom-el", "body", "html"],
  ...["base", "meta", "link", "frameset", "SCRIPT", "ScRiPt", "A", "P"],
);

const fuzzUnit = fc.constantFrom(
  ...["a", "b", "Z", "1", " ", "-", "_", ":", "/", "#", "?", "=", ".", ";", "(", ")"],
  ...["<", ">", "&", '"', "'", "`", "\n", "\t", "\r", "\u0000", "\u00a0", "\u2028", "é"],
  ...["&lt;", "&#x3C;", "&quot;", "&#106;", "&colon;", "<!--", "-->", "<![CDATA[", "]]>"],
  ...["javascript:", "<script>", "</p>", "<a href=x>", "</table>", "alert(1)"],
);
const fuzz = fc.string({ unit: fuzzUnit, maxLength: 12 });

const urlValue = fc
  .tuple(
    fc.constantFrom(
      ...["javascript:", "JaVaScRiPt:", " java\tscript:", "&#106;avascript:", "java&#x0A;script:"],
      ...["data:text/html,", "data:", "vbscript:", "file:///", "blob:", "http://", "https://"],
      ...["mailto:", "", "#", "/", "//", "./", "?"],
    ),
    fuzz,
  )
  .map(([scheme, rest]) => scheme + rest);

const attributeValue = fc.oneof(
  urlValue,
  fc.constantFrom("_blank", "_self", "_top", "note", "a b-c", "a:b", "noopener", "x".repeat(201)),
  fuzz,
);

const attributeName = fc.constantFrom(
  ...["href", "target", "rel", "class", "onclick", "onerror", "onload", "OnMouseOver", "style"],
  ...["data-x", "data-foo-bar", "aria-label", "src", "xlink:href", "action", "formaction", "id"],
  ...["name", "srcdoc", "is", "xmlns", "title", "HREF", "CLASS"],
);

const attribute = fc
  .tuple(attributeName, attributeValue, fc.constantFrom('"', "'", "", "none"))
  .map(([name, value, quote]) =>
    quote === "none" ? ` ${name}` : ` ${name}=${quote}${value}${quote}`,
  );

const { node } = fc.letrec<{ node: string; element: string }>((tie) => ({
  node: fc.oneof({ maxDepth: 4, depthIdentifier: "html" }, fuzz, tie("element")),
  element: fc
    .tuple(
      tagNames,
      fc.array(attribute, { maxLength: 4 }),
      fc.array(tie("node"), { maxLength: 4 }),
      fc.constantFrom("close", "open", "other"),
    )
    .map(([tag, attributes, children, ending]) => {
      const close = ending === "close" ? `</${tag}>` : ending === "other" ? "</p>" : "";
      return `<${tag}${attributes.join("")}>${children.join("")}${close}`;
    }),
}));

const document = fc.array(node, { maxLength: 6 }).map((nodes) => nodes.join(""));

describe("property", () => {
  it("random markup gives only allowed tags and attributes, idempotently", () => {
    fc.assert(
      fc.property(document, (html) => {
        const clean = sanitizeHtml(html);
        expectSafe(clean);
        expect(sanitizeHtml(clean)).toBe(clean);
      }),
      { seed: 20_260_521, numRuns: 300 },
    );
    // 300 documents through DOMPurify take about 2 s alone, and past 5 s on a loaded 2-core machine.
  }, 60_000);
});
