import { ALLOWED_TAGS } from "@domain/html/sanitize";
import { describe, expect, it } from "vitest";
import { RICH_CONTENT, testPost } from "../../tests/support/test-post";
import { postToHtmlDocument } from "./html-document";

/** Tags of the whole document: its own frame plus what the content may hold. */
const FRAME = ["html", "head", "meta", "title", "style", "body", "article"];

function tagsIn(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].map((m) => (m[1] ?? "").toLowerCase()),
  );
}

describe("postToHtmlDocument", () => {
  it("is a complete UTF-8 document with title, description, keywords, language and content", () => {
    const html = postToHtmlDocument(testPost({ content: RICH_CONTENT, language: "fr" }));
    expect(html.startsWith('<!doctype html>\n<html lang="fr" dir="ltr">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<title>Ten Ways to Test</title>");
    expect(html).toContain('<meta name="description" content="How to test, in ten ways.">');
    expect(html).toContain('<meta name="keywords" content="testing, quality">');
    expect(html).toContain("<h1>Ten Ways to Test</h1>\n<h2>Getting started</h2>");
    expect(html).toContain('<a href="https://example.com/docs">the docs</a>');
    expect(html).toContain("<th>Plan</th>");
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("sets right-to-left for Arabic and falls back to English for a malformed language", () => {
    expect(postToHtmlDocument(testPost({ language: "ar" }))).toContain(
      '<html lang="ar" dir="rtl">',
    );
    expect(postToHtmlDocument(testPost({ language: '"><script>' }))).toContain(
      '<html lang="en" dir="ltr">',
    );
  });

  it("escapes a hostile title and meta description everywhere they appear", () => {
    const html = postToHtmlDocument(
      testPost({
        title: '</title><script>alert("t")</script>',
        metaDescription: '"><script>alert(1)</script>',
        keywords: ['a"b', "<c>"],
      }),
    );
    expect(html).not.toContain("<script");
    expect(html).toContain(
      "<title>&lt;/title&gt;&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;</title>",
    );
    expect(html).toContain(
      '<meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(html).toContain('<meta name="keywords" content="a&quot;b, &lt;c&gt;">');
  });

  it("holds no tag outside the allow-list even when the stored content is hostile", () => {
    const html = postToHtmlDocument(
      testPost({
        content:
          '<p onclick="x()">hi</p><script>alert(1)</script><iframe src="//evil"></iframe>' +
          '<img src=x onerror=alert(1)><svg><use href="#x"/></svg><style>body{}</style>' +
          '<a href="javascript:alert(1)" data-x="1">click</a><form><input></form>',
      }),
    );
    const allowed = new Set<string>([...ALLOWED_TAGS, ...FRAME]);
    expect([...tagsIn(html)].filter((tag) => !allowed.has(tag))).toEqual([]);
    const body = html.slice(html.indexOf("<body>"));
    expect(body).not.toMatch(/onclick|onerror|javascript:|data-x|<style/i);
    expect(body).toContain("<p>hi</p>");
    expect(body).toContain("<a>click</a>");
  });
});
