// @vitest-environment jsdom
import { diffHtml } from "@domain/html/diff";
import { Editor } from "@tiptap/core";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { applyEdits, DOCUMENTS, editArbitrary } from "../../../../tests/support/diff-edits";
import { editorExtensions } from "../schema";
import {
  acceptAll,
  acceptChange,
  hasSuggestions,
  htmlWithoutSuggestions,
  listChanges,
  rejectAll,
  rejectChange,
  showSuggestion,
} from "./commands";
import { Suggestions } from "./extension";

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

const extensions = () => [
  ...editorExtensions(),
  Suggestions.configure({ insertLabel: "Inserted", deleteLabel: "Deleted" }),
];

function make(html: string): Editor {
  const editor = new Editor({ extensions: extensions(), content: html });
  editors.push(editor);
  return editor;
}

/** What the editor writes for `html` (its own normal form). */
function normal(html: string): string {
  const editor = make(html);
  return editor.getHTML();
}

/** An editor holding `before`, with the whole body replaced by the diff to `after`. */
function suggest(before: string, after: string, prefix = "e1"): Editor {
  const editor = make(before);
  const { html } = diffHtml(editor.getHTML(), after);
  showSuggestion(editor, { from: 0, to: editor.state.doc.content.size, html, prefix });
  return editor;
}

const undo = (editor: Editor) => editor.commands.undo();

const CASES: [string, string, string][] = [
  ["words", "<p>The quick brown fox jumps.</p>", "<p>The slow brown fox leaps high.</p>"],
  [
    "blocks",
    "<h2>Intro</h2><p>One thing.</p><p>Two things.</p>",
    "<h2>Intro</h2><p>One thing.</p><h3>New part</h3><p>Brand new text here.</p><p>Two things.</p>",
  ],
  [
    "lists and links",
    '<ul><li><p>First <a href="https://a.example">link</a></p></li><li><p>Second</p></li></ul><p>End.</p>',
    '<ul><li><p>First <a href="https://a.example">good link</a></p></li><li><p>Third item</p></li></ul><p>The end.</p>',
  ],
  [
    "quotes and code",
    "<blockquote><p>Said once.</p></blockquote><pre><code>x = 1</code></pre>",
    "<blockquote><p>Said twice.</p></blockquote><pre><code>x = 2</code></pre>",
  ],
  [
    "tables",
    "<p>Plans below.</p><table><tbody><tr><th><p>Plan</p></th></tr><tr><td><p>Pro</p></td></tr></tbody></table>",
    "<p>Our plans below.</p><table><tbody><tr><th><p>Plan</p></th></tr><tr><td><p>Team</p></td></tr></tbody></table>",
  ],
  [
    "headings, marks and references",
    '<h2>Old title</h2><p>Some <strong>bold</strong> and <em>soft</em> words<span class="cite">[1]</span>.</p>',
    '<h3>Old title</h3><p>Some <strong>bold</strong> and <u>soft</u> words<span class="cite">[2]</span>.</p>',
  ],
  [
    "CJK and RTL",
    "<p>東京は晴れです。</p><p>مرحبا بالعالم</p>",
    "<p>東京は雨です。</p><p>مرحبا بالعالم الكبير</p>",
  ],
];

describe("suggestions in the editor", () => {
  it.each(CASES)("%s: accept all gives the after text, reject all the before", (_, a, b) => {
    const accepted = suggest(a, b);
    expect(hasSuggestions(accepted.state)).toBe(true);
    expect(htmlWithoutSuggestions(accepted)).toBe(normal(a));
    acceptAll(accepted);
    expect(accepted.getHTML()).toBe(normal(b));
    expect(hasSuggestions(accepted.state)).toBe(false);

    const rejected = suggest(a, b);
    rejectAll(rejected);
    expect(rejected.getHTML()).toBe(normal(a));
  });

  it("lists the changes in order, with their text", () => {
    const editor = suggest(
      "<p>The quick brown fox jumps.</p>",
      "<p>The slow brown fox jumps.</p><p>New.</p>",
    );
    const changes = listChanges(editor.state);
    expect(
      changes.map(({ id, kind, inserted, deleted }) => ({ id, kind, inserted, deleted })),
    ).toEqual([
      { id: "e1-1", kind: "replace", inserted: "slow", deleted: "quick" },
      { id: "e1-2", kind: "insert", inserted: "New.", deleted: "" },
    ]);
    expect(changes[0]?.from).toBeLessThan(changes[1]?.from ?? 0);
  });

  it("accepts one change and rejects another", () => {
    const editor = suggest("<p>The quick brown fox jumps.</p>", "<p>The slow brown fox leaps.</p>");
    acceptChange(editor, "e1-1");
    rejectChange(editor, "e1-2");
    expect(editor.getHTML()).toBe("<p>The slow brown fox jumps.</p>");
  });

  it("brings a change back on undo, and the original on a second undo", () => {
    const before = "<p>The quick brown fox jumps.</p>";
    const editor = suggest(before, "<p>The slow brown fox jumps.</p>");
    const shown = editor.getHTML();
    acceptChange(editor, "e1-1");
    expect(editor.getHTML()).toBe("<p>The slow brown fox jumps.</p>");
    undo(editor);
    expect(editor.getHTML()).toBe(shown);
    expect(listChanges(editor.state)).toHaveLength(1);
    undo(editor);
    expect(editor.getHTML()).toBe(before);
  });

  it("leaves no empty block when a whole inserted block is rejected", () => {
    const before = "<p>One.</p><p>Two.</p>";
    const editor = suggest(
      before,
      "<p>One.</p><h2>Added</h2><ul><li><p>new</p></li></ul><p>Two.</p>",
    );
    rejectAll(editor);
    expect(editor.getHTML()).toBe(before);
  });

  it("removes a deleted list item and keeps the list", () => {
    const before = "<ul><li><p>a one</p></li><li><p>b two</p></li><li><p>c three</p></li></ul>";
    const after = "<ul><li><p>a one</p></li><li><p>c three</p></li></ul>";
    const editor = suggest(before, after);
    expect(listChanges(editor.state)).toHaveLength(1);
    acceptAll(editor);
    expect(editor.getHTML()).toBe(after);
  });

  it("only touches the changes with the given prefix", () => {
    const editor = make("<p>Alpha beta.</p><p>Gamma delta.</p>");
    const first = diffHtml("<p>Alpha beta.</p>", "<p>Alpha gamma.</p>").html;
    showSuggestion(editor, {
      from: 0,
      to: editor.state.doc.child(0).nodeSize,
      html: first,
      prefix: "a",
    });
    const secondStart = editor.state.doc.child(0).nodeSize;
    const secondEnd = secondStart + editor.state.doc.child(1).nodeSize;
    const second = diffHtml("<p>Gamma delta.</p>", "<p>Gamma epsilon.</p>").html;
    showSuggestion(editor, { from: secondStart, to: secondEnd, html: second, prefix: "b" });
    expect(listChanges(editor.state).map((change) => change.id)).toEqual(["a-1", "b-1"]);
    acceptAll(editor, "b");
    expect(htmlWithoutSuggestions(editor)).toBe("<p>Alpha beta.</p><p>Gamma epsilon.</p>");
  });

  it("never puts hostile markup of the answer in the page", () => {
    const editor = suggest(
      "<p>Safe text.</p>",
      '<p>Safe <img src=x onerror="alert(1)"> text <a href="javascript:alert(1)">link</a>.</p><script>alert(2)</script>',
    );
    const dom = editor.view.dom;
    expect(dom.querySelector("script, img, [onerror]")).toBeNull();
    expect(dom.innerHTML).not.toMatch(/javascript:|onerror/i);
    acceptAll(editor);
    expect(editor.getHTML()).not.toMatch(/javascript:|onerror|<script/i);
  });

  it("sanitises merged markup it is given directly", () => {
    const editor = make("<p>Safe.</p>");
    showSuggestion(editor, {
      from: 0,
      to: editor.state.doc.content.size,
      html: '<p><ins data-change="1" onmouseover="alert(1)">x<img src=x onerror=alert(1)></ins><a href="javascript:alert(1)">y</a></p><script>alert(2)</script>',
      prefix: "e1",
    });
    expect(editor.view.dom.querySelector("script, img, [onerror], [onmouseover]")).toBeNull();
    expect(editor.view.dom.innerHTML).not.toMatch(/javascript:|onerror|onmouseover/i);
    expect(htmlWithoutSuggestions(editor)).toBe("<p>y</p>");
  });

  it("shows insertions underlined and deletions struck through, with a label", () => {
    const editor = suggest("<p>The quick fox.</p>", "<p>The slow fox.</p>");
    const ins = editor.view.dom.querySelector("ins");
    const del = editor.view.dom.querySelector("del");
    expect(ins?.className).toContain("underline");
    expect(ins?.getAttribute("data-label")).toBe("Inserted");
    expect(del?.className).toContain("line-through");
    expect(del?.getAttribute("data-label")).toBe("Deleted");
  });
});

/**
 * White space as a reader sees it: a space left at the start or end of a block (a deleted first
 * word's) or doubled (two words apart) shows the same as none or one, which the editor's parser
 * makes of it when the HTML is read again.
 */
const spaces = (html: string) =>
  html
    .replace(/ {2,}/g, " ")
    .replace(/(<(?:p|h[1-6]|li|td|th)\b[^>]*>) /g, "$1")
    .replace(/ (<\/(?:p|h[1-6]|li|td|th)>)/g, "$1");

describe("suggestions of random edits in the editor", () => {
  it.each(DOCUMENTS.map((blocks, index) => [index, blocks] as const))(
    "document %i: accept all gives the edit, reject all the original",
    (_index, blocks) => {
      fc.assert(
        fc.property(fc.array(editArbitrary, { minLength: 1, maxLength: 5 }), (edits) => {
          const after = applyEdits(blocks, edits).join("");
          const editor = suggest(blocks.join(""), after);
          const original = normal(blocks.join(""));
          expect(htmlWithoutSuggestions(editor)).toBe(original);
          acceptAll(editor);
          expect(spaces(editor.getHTML())).toBe(spaces(normal(after)));
          undo(editor);
          rejectAll(editor);
          expect(spaces(editor.getHTML())).toBe(spaces(original));
          for (const made of editors.splice(0)) made.destroy();
        }),
        { numRuns: 25 },
      );
    },
    120_000,
  );
});
