import { describe, expect, it } from "vitest";
import { expectSafe } from "../../tests/support/safe-html";
import { dompurifyVectors, owaspVectors } from "../../tests/support/xss-vectors";
import { acceptChanges, diffHtml, normalizeHtml, rejectChanges } from "./diff";
import { sanitizeDiffHtml } from "./sanitize";

/** Checks the merged markup and that accepting gives `after`, rejecting `before`. */
function roundTrip(before: string, after: string) {
  const result = diffHtml(before, after);
  expect(sanitizeDiffHtml(result.html)).toBe(result.html);
  expect(acceptChanges(result.html)).toBe(normalizeHtml(after));
  expect(rejectChanges(result.html)).toBe(normalizeHtml(before));
  return result;
}

/** The merged markup without the change markup (what the sanitiser alone must allow). */
const withoutMarkup = (html: string) =>
  html
    .replace(/<\/?(?:ins|del)\b[^>]*>/g, "")
    .replace(/ data-change(?:-block|-kind)?="[^"]*"/g, "");

describe("diffHtml", () => {
  it("marks changed words, a deletion next to an insertion being one change", () => {
    const { html, changes } = roundTrip(
      "<p>The quick brown fox jumps.</p>",
      "<p>The slow brown fox leaps high.</p>",
    );
    expect(html).toBe(
      '<p>The <del data-change="1">quick</del><ins data-change="1">slow</ins> brown fox ' +
        '<del data-change="2">jumps</del><ins data-change="2">leaps high</ins>.</p>',
    );
    expect(changes).toEqual([
      { id: 1, kind: "replace" },
      { id: 2, kind: "replace" },
    ]);
  });

  it("gives nothing to change for equal documents", () => {
    const html = "<h2>A</h2><p>Some <strong>bold</strong> text.</p>";
    expect(diffHtml(html, html)).toEqual({ html, changes: [] });
    expect(diffHtml("", "")).toEqual({ html: "", changes: [] });
  });

  it("marks blocks inserted and deleted whole on the block and on its text", () => {
    const { html, changes } = roundTrip(
      "<p>One.</p><p>Gone for good.</p><p>Two.</p>",
      "<p>One.</p><p>Two.</p><h2>Added</h2>",
    );
    expect(html).toBe(
      '<p>One.</p><p data-change-block="1" data-change-kind="delete"><del data-change="1">Gone for good.</del></p>' +
        '<p>Two.</p><h2 data-change-block="2" data-change-kind="insert"><ins data-change="2">Added</ins></h2>',
    );
    expect(changes).toEqual([
      { id: 1, kind: "delete" },
      { id: 2, kind: "insert" },
    ]);
  });

  it("pairs an edited paragraph with its original, and a rewritten one replaces it", () => {
    const edited = roundTrip(
      "<p>Alpha beta gamma delta epsilon.</p>",
      "<p>Alpha beta gamma delta zeta.</p>",
    );
    expect(edited.html).toMatch(/^<p>Alpha beta gamma delta <del/);
    const rewritten = roundTrip("<p>Alpha beta gamma.</p>", "<p>Something else entirely.</p>");
    expect(rewritten.changes).toEqual([{ id: 1, kind: "replace" }]);
    expect(rewritten.html).toContain('<p data-change-block="1" data-change-kind="delete">');
  });

  it("shows a moved block as deleted and inserted", () => {
    const { changes } = roundTrip(
      "<h2>A</h2><p>First part.</p><h2>B</h2><p>Second part.</p>",
      "<h2>B</h2><p>Second part.</p><h2>A</h2><p>First part.</p>",
    );
    expect(changes.length).toBeGreaterThan(0);
  });

  it("keeps a deleted list item in its list", () => {
    const { html } = roundTrip(
      "<ul><li>a one</li><li>b two</li><li>c three</li></ul>",
      "<ul><li>a one</li><li>c three and more</li></ul>",
    );
    expect(html).toBe(
      '<ul><li>a one</li><li data-change-block="1" data-change-kind="delete"><del data-change="1">b two</del></li>' +
        '<li>c three<ins data-change="2"> and more</ins></li></ul>',
    );
  });

  it("diffs nested lists, list items with paragraphs and quotes", () => {
    roundTrip(
      "<ol><li><p>Step one</p><ul><li>detail a</li><li>detail b</li></ul></li><li><p>Step two</p></li></ol>",
      "<ol><li><p>Step one now</p><ul><li>detail a</li></ul></li><li><p>Step two</p></li><li><p>Step three</p></li></ol>",
    );
    roundTrip(
      "<blockquote><p>Said once, long ago.</p></blockquote>",
      "<blockquote><p>Said twice, long ago.</p><p>And again.</p></blockquote>",
    );
  });

  it("keeps links, marks and references, and shows a formatting change", () => {
    const before =
      '<p>See <a href="https://a.example/x" target="_blank" rel="noopener noreferrer nofollow">the site</a> for <em>more</em>.<span class="cite">[1]</span></p>';
    const after =
      '<p>See <a href="https://a.example/x" target="_blank" rel="noopener noreferrer nofollow">the new site</a> for <strong>more</strong>.<span class="cite">[2]</span></p>';
    const { html } = roundTrip(before, after);
    expect(html).toContain(
      '<a href="https://a.example/x" target="_blank" rel="noopener noreferrer nofollow">the <ins data-change="1">new </ins>site</a>',
    );
    expect(html).toContain(
      '<em><del data-change="2">more</del></em><strong><ins data-change="2">more</ins></strong>',
    );
    expect(html).toContain(
      '<span class="cite">[<del data-change="3">1</del><ins data-change="3">2</ins>]</span>',
    );
  });

  it("treats a code block and a table as one block each", () => {
    const { html } = roundTrip(
      '<pre><code class="language-ts">const x = 1;</code></pre><table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>',
      '<pre><code class="language-ts">const x = 2;</code></pre><table><tbody><tr><td>a</td><td>c</td></tr></tbody></table>',
    );
    expect(html).toContain('<pre data-change-block="1" data-change-kind="delete">');
    expect(html).toContain(
      '<table data-change-block="1" data-change-kind="insert"><tbody><tr><td><ins data-change="1">a</ins></td>',
    );
  });

  it("keeps line breaks", () => {
    roundTrip("<p>one<br>two</p>", "<p>one<br>two<br>three</p>");
  });

  it("diffs right-to-left text word by word", () => {
    const { html } = roundTrip("<p>مرحبا بالعالم الجميل</p>", "<p>مرحبا بالعالم الكبير</p>");
    expect(html).toBe(
      '<p>مرحبا بالعالم <del data-change="1">الجميل</del><ins data-change="1">الكبير</ins></p>',
    );
    roundTrip("<p>שלום עולם יפה</p>", "<p>שלום עולם גדול</p>");
  });

  it("diffs Chinese and Japanese text per character", () => {
    const { html } = roundTrip("<p>東京は晴れです。</p>", "<p>東京は雨です。</p>");
    expect(html).toBe(
      '<p>東京は<del data-change="1">晴れ</del><ins data-change="1">雨</ins>です。</p>',
    );
    roundTrip("<p>我们今天去公园散步。</p>", "<p>我们明天去公园跑步。</p>");
  });

  it("sanitises both sides first", () => {
    const { html } = roundTrip(
      '<p onclick="x()">Hello <b>world</b></p>',
      '<p>Hello <img src=x onerror="alert(1)"><a href="javascript:alert(1)">world</a></p><script>alert(2)</script>',
    );
    expect(html).not.toMatch(/onerror|onclick|javascript:|<script|<img/i);
  });
});

describe("the merged markup of hostile documents", () => {
  const vectors = [...dompurifyVectors, ...owaspVectors];
  it.each(vectors.map((vector, index) => [vector.name, index] as const))("%s", (_name, index) => {
    const payload = vectors[index]?.payload ?? "";
    const other = vectors[(index + 1) % vectors.length]?.payload ?? "";
    // The diff sanitiser alone: only the allow-list and the change markup, stable.
    const clean = sanitizeDiffHtml(payload);
    expectSafe(withoutMarkup(clean));
    expect(sanitizeDiffHtml(clean)).toBe(clean);
    for (const [before, after] of [
      [`<p>Kept text.</p>${payload}`, "<p>Kept text, edited.</p>"],
      ["<p>Kept text.</p>", `<p>Kept text.</p>${payload}<p>after</p>`],
      [payload, other],
    ] as const) {
      const { html } = diffHtml(before, after);
      expect(sanitizeDiffHtml(html)).toBe(html);
      expectSafe(withoutMarkup(html));
      expectSafe(acceptChanges(html));
      expectSafe(rejectChanges(html));
      expect(acceptChanges(html)).toBe(normalizeHtml(after));
      expect(rejectChanges(html)).toBe(normalizeHtml(before));
    }
  });
});

describe("acceptChanges and rejectChanges", () => {
  it("apply or drop only the changes named, leaving the others marked", () => {
    const { html } = diffHtml(
      "<p>The quick brown fox jumps.</p>",
      "<p>The slow brown fox leaps.</p>",
    );
    const one = acceptChanges(html, [1]);
    expect(one).toBe(
      '<p>The slow brown fox <del data-change="2">jumps</del><ins data-change="2">leaps</ins>.</p>',
    );
    expect(rejectChanges(one, ["2"])).toBe("<p>The slow brown fox jumps.</p>");
  });

  it("drop change markup that is not where the diff puts it", () => {
    expect(
      sanitizeDiffHtml(
        '<p data-change="1" data-change-kind="maybe">a<ins data-change="a b">b</ins></p>',
      ),
    ).toBe("<p>a<ins>b</ins></p>");
    expect(sanitizeDiffHtml('<strong data-change-block="1">a</strong>')).toBe("<strong>a</strong>");
  });
});
