// @vitest-environment jsdom
import { diffHtml } from "@domain/html/diff";
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
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
