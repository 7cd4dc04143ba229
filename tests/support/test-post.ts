import type { ExportablePost } from "@server/exports";

/** A stored post for converter tests (no database): every field set, overrides on top. */
export function testPost(overrides: Partial<ExportablePost> = {}): ExportablePost {
  return {
    id: "0b6f3c2e-8d4a-4f7e-9c1b-2a3d4e5f6a7b",
    userId: "user-1",
    title: "Ten Ways to Test",
    topic: "testing",
    description: "A guide",
    keywords: ["testing", "quality"],
    tone: "professional",
    audience: "developers",
    content: "<h2>Why</h2><p>Because.</p>",
    wordCount: 2,
    contentType: "blog",
    language: "en",
    metaDescription: "How to test, in ten ways.",
    synopsis: "Synopsis",
    abstract: "Abstract",
    slug: "ten-ways-to-test",
    caption: null,
    hashtags: [],
    videoDescription: null,
    analysis: null,
    sourceIds: [],
    citations: [],
    evidence: null,
    voiceId: null,
    createdAt: new Date("2025-03-04T05:06:07.000Z"),
    updatedAt: new Date("2025-03-05T00:00:00.000Z"),
    ...overrides,
  };
}

/** Sanitised-looking content with every construct the converters map. */
export const RICH_CONTENT = [
  "<h2>Getting started</h2>",
  '<p>Plain, <strong>bold</strong>, <em>italic</em>, <u>underlined</u> and <code>npm test</code>. See <a href="https://example.com/docs">the docs</a>.</p>',
  "<ul><li>First bullet<ul><li>Nested bullet</li></ul></li><li>Second bullet</li></ul>",
  "<ol><li>Step one</li><li>Step two</li></ol>",
  "<blockquote><p>A wise quote</p></blockquote>",
  "<pre><code>const a = 1;\nconst b = 2;</code></pre>",
  "<h3>Compare</h3>",
  "<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Pro | Plus</td><td>$10</td></tr></tbody></table>",
].join("");
