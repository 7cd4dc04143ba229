import DOMPurify, { clearWindow } from "isomorphic-dompurify";
import { describe, expect, it } from "vitest";
import { descendants, parse } from "../../tests/support/safe-html";
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URL_SCHEMES,
  isAllowedUrl,
  LINK_REL,
  MAX_HTML_LENGTH,
  sanitizeHtml,
} from "./sanitize";

// The allow-list, what it keeps and removes, and how the sanitiser uses DOMPurify. The XSS
// vectors, idempotence and the property test are in sanitize-xss.test.ts.

describe("allow-list", () => {
  it("is exactly the list of spec section 5", () => {
    expect(ALLOWED_TAGS).toEqual([
      ...["p", "br", "strong", "em", "u", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li"],
      ...["a", "blockquote", "code", "pre", "span", "div", "table", "thead", "tbody", "tr"],
      ...["th", "td"],
    ]);
    expect(ALLOWED_ATTRIBUTES).toEqual(["href", "target", "rel", "class"]);
    expect(ALLOWED_URL_SCHEMES).toEqual(["http", "https", "mailto"]);
  });
});

describe("allowed content", () => {
  const article = [
    "<h1>Title</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>",
    '<p>Plain <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <code>x &lt; y &amp;&amp; z</code> and <span class="kw">a span</span>.<br>Next line.</p>',
    '<ul class="steps"><li>one</li><li>two <a href="https://example.com/a?b=c&amp;d=e#f">https</a></li></ul>',
    '<ol><li><a href="http://example.com">http</a></li><li><a href="mailto:team@example.com?subject=Hi">mail</a></li><li><a href="/library/42">absolute path</a></li><li><a href="../up">relative path</a></li><li><a href="page.html">page</a></li><li><a href="#section-2">fragment</a></li><li><a href="?q=1">query</a></li></ol>',
    '<blockquote class="quote"><p>Quoted</p></blockquote>',
    '<pre><code class="language-ts">const ok = 1 &lt; 2;\n  return ok;\n</code></pre>',
    '<table class="summary"><thead><tr><th>Name</th><th>Value</th></tr></thead><tbody><tr><td>a</td><td>1</td></tr></tbody></table>',
    '<div class="callout tip"><p>In a div</p></div>',
    `<p><a href="https://example.com" target="_blank" rel="${LINK_REL}">new tab</a></p>`,
  ].join("\n");

  it("keeps a document that uses every allowed tag unchanged", () => {
    const used = new Set(descendants(parse(article)).map((node) => node.nodeName.toLowerCase()));
    for (const tag of ALLOWED_TAGS) expect(used, tag).toContain(tag);
    expect(sanitizeHtml(article)).toBe(article);
  });

  it.each([
    "https://example.com",
    "HTTPS://EXAMPLE.COM/",
    "http://example.com:8080/a b",
    "mailto:someone@example.com",
    "/absolute/path",
    "relative/path",
    "./here",
    "../up",
    "//example.com/protocol-relative",
    "#fragment",
    "?query=1",
    "page.html#part",
    "path/with:colon",
    "",
  ])("keeps href %j", (href) => {
    const html = `<a href="${href}">x</a>`;
    expect(sanitizeHtml(html)).toBe(html);
    expect(isAllowedUrl(href)).toBe(true);
  });
});

describe("removed content", () => {
  it.each([
    ["<font>hi</font>", "hi"],
    ["<p>a<img src=x onerror=alert(1)>b</p>", "<p>ab</p>"],
    // "x" first, so that the tag is in the body (the parser puts a leading <script> in the head).
    ["x<script>alert(1)</script>y", "xy"],
    ["x<style>p{}</style>y", "xy"],
    ['x<iframe src="https://example.com">inner</iframe>y', "xy"],
    ["x<object data=x><p>inner</p></object>y", "xy"],
    ["x<embed src=x>y", "xy"],
    ["x<template><p>inner</p></template>y", "xy"],
    ["x<noscript><p>inner</p></noscript>y", "xy"],
    ["x<svg><circle></circle><text>inner</text></svg>y", "xy"],
    ["x<math><mi>x</mi></math>y", "xy"],
    ["<script>alert(1)</script>after", "after"],
    ["<!-- comment --><p>after</p>", "<p>after</p>"],
    ["<p onclick=alert(1) style=color:red id=x title=t>p</p>", "<p>p</p>"],
    ['<p data-x="1" data-tt-policy-suffix="y" aria-label="z" role="note">p</p>', "<p>p</p>"],
    ["<form action=x><input value=v><button>b</button></form>", "b"],
    ['<article><section><p class="note">kept</p></section></article>', '<p class="note">kept</p>'],
  ])("%j gives %j", (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "\u00a0javascript:alert(1)",
    "javascript&colon;alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "blob:https://example.com/x",
    "ftp://example.com",
    "tel:+123",
    "jar:http://x!/",
  ])("drops href %j", (href) => {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
  });

  it.each([
    "javascript:alert(1)",
    " JAVASCRIPT:x",
    "java\tscript:x",
    "\u0000javascript:x",
    "data:x",
    "vbscript:x",
    "file:x",
  ])("isAllowedUrl refuses %j", (url) => {
    expect(isAllowedUrl(url)).toBe(false);
  });
});

describe("link target and rel", () => {
  it.each([
    ["_blank", "_blank"],
    ["_self", "_self"],
    ["_BLANK", "_blank"],
    [" _self ", "_self"],
  ])("keeps target %j as %j and forces rel", (target, kept) => {
    expect(sanitizeHtml(`<a href="/x" target="${target}" rel="opener">x</a>`)).toBe(
      `<a href="/x" target="${kept}" rel="${LINK_REL}">x</a>`,
    );
  });

  it.each(["_parent", "_top", "name", "", "javascript:alert(1)"])("drops target %j", (target) => {
    expect(sanitizeHtml(`<a href="/x" target="${target}">x</a>`)).toBe('<a href="/x">x</a>');
  });

  it("leaves rel alone on links without a target", () => {
    expect(sanitizeHtml('<a href="/x" rel="author">x</a>')).toBe('<a href="/x" rel="author">x</a>');
  });

  it("adds rel when the link had none", () => {
    expect(sanitizeHtml('<a href="https://e.com" target="_blank">x</a>')).toBe(
      `<a href="https://e.com" target="_blank" rel="${LINK_REL}">x</a>`,
    );
  });
});

describe("class", () => {
  it.each([
    ["note", "note"],
    ["faq callout  lead", "faq callout lead"],
    ["  padded note  ", "note"],
    ["note note tip", "note tip"],
    // The app's own utilities would let content cover or restyle the page: only content classes.
    ["fixed inset-0 z-50 bg-black faq", "faq"],
    ["language-ts", null],
  ])("keeps of %j only %j on a paragraph", (value, kept) => {
    expect(sanitizeHtml(`<p class="${value}">x</p>`)).toBe(
      kept === null ? "<p>x</p>" : `<p class="${kept}">x</p>`,
    );
  });

  it("keeps a code block's language on code only", () => {
    expect(sanitizeHtml('<pre><code class="language-ts fixed">x</code></pre>')).toBe(
      '<pre><code class="language-ts">x</code></pre>',
    );
    expect(sanitizeHtml('<code class="language-a:b">x</code>')).toBe("<code>x</code>");
  });

  it.each([
    "fixed inset-0 z-50",
    "absolute top-0 left-0 h-screen w-screen",
    "hidden",
    "sr-only",
    "not-prose",
    "prose",
    "a:b",
    "&lt;script&gt;",
    "café",
    "NOTE",
    "   ",
  ])("drops %j", (value) => {
    expect(sanitizeHtml(`<p class="${value}">x</p>`)).toBe("<p>x</p>");
  });
});

describe("input limits", () => {
  it.each(["", " ", "\n\t  \r\n"])("gives an empty string for %j", (html) => {
    expect(sanitizeHtml(html)).toBe("");
  });

  it("gives an empty string when nothing visible is left", () => {
    expect(sanitizeHtml("<script>alert(1)</script>\n  ")).toBe("");
  });

  it(`rejects input longer than ${MAX_HTML_LENGTH} characters`, () => {
    expect(() => sanitizeHtml("a".repeat(MAX_HTML_LENGTH + 1))).toThrow(Error);
    expect(() => sanitizeHtml(" ".repeat(MAX_HTML_LENGTH + 1))).toThrow(/longer than/);
  });

  it(`accepts ${MAX_HTML_LENGTH} characters`, () => {
    const html = `<p>${"a".repeat(MAX_HTML_LENGTH - 7)}</p>`;
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe("DOMPurify scoping", () => {
  const probe = '<a href="x" target="_blank" class="a:b" data-x="1" title="t">x</a>';

  it("leaves the shared isomorphic-dompurify instance as it found it", () => {
    const before = DOMPurify.sanitize(probe);
    sanitizeHtml(probe);
    expect(DOMPurify.sanitize(probe)).toBe(before);
    // Its defaults still allow what ours remove: our config and hooks did not stay behind.
    expect(before).toBe('<a href="x" class="a:b" data-x="1" title="t">x</a>');
  });

  it("refuses to run under a global setConfig rather than use someone else's allow-list", () => {
    DOMPurify.setConfig({ ALLOWED_TAGS: ["img"], ALLOWED_ATTR: ["onerror"] });
    try {
      expect(() => sanitizeHtml('<img src=x onerror="alert(1)">')).toThrow(/configuration/);
    } finally {
      DOMPurify.clearConfig();
    }
    expect(sanitizeHtml("<p>ok</p>")).toBe("<p>ok</p>");
  });

  it("still works after isomorphic-dompurify replaces its window", () => {
    clearWindow();
    expect(sanitizeHtml('<p onclick="x">ok</p>')).toBe("<p>ok</p>");
  });
});
