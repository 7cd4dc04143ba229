// @vitest-environment jsdom
// With a global DOM window, as in a browser, sanitize.ts uses a DOMPurify instance of its own.
// sanitize.test.ts covers the rules themselves on Node, where the instance is shared.
import DOMPurify, { type ElementHook } from "isomorphic-dompurify";
import { describe, expect, it } from "vitest";
import { LINK_REL, sanitizeHtml } from "./sanitize";

describe("sanitizeHtml with a DOM window", () => {
  it.each([
    ['<p onclick="x">a<script>alert(1)</script><img src=x onerror=alert(1)></p>', "<p>a</p>"],
    ['<a href="javascript:alert(1)" target="_top">x</a>', "<a>x</a>"],
    [
      '<a href="https://e.com" target="_blank">x</a>',
      `<a href="https://e.com" target="_blank" rel="${LINK_REL}">x</a>`,
    ],
    ['<p class="ok a:b" data-x="1" style="color:red">x</p>', "<p>x</p>"],
    ['<p class="note fixed">x</p><font>y</font>', '<p class="note">x</p>y'],
    ["<svg><a href=javascript:alert(1)>x</a></svg>", ""],
    ["   ", ""],
  ])("%j gives %j", (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it("ignores the global instance's config and hooks", () => {
    const taint: ElementHook = (element) => element.setAttribute("onclick", "alert(1)");
    DOMPurify.setConfig({ ALLOWED_TAGS: ["img"], ALLOWED_ATTR: ["src", "onerror", "onclick"] });
    DOMPurify.addHook("afterSanitizeAttributes", taint);
    try {
      expect(sanitizeHtml('<p class="note">ok</p><img src=x onerror=alert(1)>')).toBe(
        '<p class="note">ok</p>',
      );
    } finally {
      DOMPurify.removeHook("afterSanitizeAttributes", taint);
      DOMPurify.clearConfig();
    }
  });

  it("leaves the global instance as it found it", () => {
    const probe = '<a href="x" target="_blank" class="a:b" data-x="1">x</a>';
    const before = DOMPurify.sanitize(probe);
    sanitizeHtml(probe);
    expect(DOMPurify.sanitize(probe)).toBe(before);
    expect(before).toBe('<a href="x" class="a:b" data-x="1">x</a>');
  });
});
