// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { Editor } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import { afterEach, describe, expect, it } from "vitest";
import { editorExtensions } from "../schema";
import { Suggestions } from "../suggestions/extension";
import { wordSegments } from "./field-suggestion";
import { placementsOf } from "./placements";
import { blocksHash, buildRequest, documentBlocks, selectionOf } from "./requests";
import {
  acceptAll,
  acceptChange,
  bodyWithoutSuggestions,
  changesOf,
  rejectAll,
  rejectChange,
  showPlacements,
} from "./tracked";

Element.prototype.scrollIntoView ??= () => {};
document.elementFromPoint ??= () => null;

const BODY =
  "<p>The quick brown fox jumps over the lazy dog.</p><h2>Details</h2><p>Foxes are quick animals.</p>";
let editor: Editor | null = null;
const make = (content = BODY) => {
  editor = new Editor({ extensions: [...editorExtensions(), Suggestions], content });
  return editor;
};
afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** Selects the first occurrence of `text` in the document. */
function select(e: Editor, text: string) {
  let found: { from: number; to: number } | null = null;
  e.state.doc.descendants((node, pos) => {
    const at = node.isText ? (node.text ?? "").indexOf(text) : -1;
    if (!found && at >= 0) found = { from: pos + at, to: pos + at + text.length };
  });
  if (!found) throw new Error(`no "${text}"`);
  const { from, to } = found;
  e.view.dispatch(e.state.tr.setSelection(TextSelection.create(e.state.doc, from, to)));
}

describe("the request", () => {
  it("sends each top-level block's HTML and the selection with its blocks", async () => {
    const e = make();
    select(e, "brown fox");
    const request = buildRequest({ action: "rewrite" }, e.state, null);
    expect(request.document.blocks).toEqual([
      "<p>The quick brown fox jumps over the lazy dog.</p>",
      "<h2>Details</h2>",
      "<p>Foxes are quick animals.</p>",
    ]);
    expect(request.selection).toMatchObject({ html: "brown fox", startBlock: 0, endBlock: 0 });
    // A piece action sends no selection; the hash is SHA-256 of the blocks joined by newlines.
    expect(buildRequest({ action: "faq" }, e.state, null).selection).toBeUndefined();
    expect(await blocksHash(["a", "b"])).toBe(createHash("sha256").update("a\nb").digest("hex"));
  });

  it("has no selection when only a caret is placed", () => {
    const e = make();
    expect(selectionOf(e.state)).toBeNull();
  });
});

describe("an answer shown as tracked changes", () => {
  it("a selection's answer: the touched block diffed, accept one change, reject another", () => {
    const e = make();
    select(e, "quick brown fox jumps");
    const request = buildRequest({ action: "rewrite" }, e.state, null);
    const suggested = placementsOf(
      e.state,
      { selection: request.selection, metaDescription: "" },
      { kind: "selection", html: "slow brown fox leaps" },
    );
    if (suggested.kind !== "body") throw new Error("expected body");
    expect(showPlacements(e, "edit-1", suggested.placements)).toBe(true);
    const changes = changesOf(e.state);
    expect(changes.map((c) => [c.deleted, c.inserted])).toEqual([
      ["quick", "slow"],
      ["jumps", "leaps"],
    ]);
    // Nothing is applied before it is accepted: the form's body is the original.
    expect(bodyWithoutSuggestions(e)).toBe(BODY);
    const [first, second] = changes;
    if (!first || !second) throw new Error("two changes");
    acceptChange(e, first.id);
    rejectChange(e, second.id);
    expect(changesOf(e.state)).toEqual([]);
    expect(e.getHTML()).toBe(BODY.replace("quick brown", "slow brown"));
    // Undo brings the rejected change back.
    e.commands.undo();
    expect(changesOf(e.state).map((c) => c.inserted)).toEqual(["leaps"]);
  });

  it("a blocks answer: each replacement diffed against the blocks it replaces, last first", () => {
    const e = make();
    const suggested = placementsOf(
      e.state,
      { metaDescription: "" },
      {
        kind: "blocks",
        replacements: [
          { from: 0, to: 1, html: "<p>The quick brown fox leaps over the lazy dog.</p>" },
          { from: 3, to: 3, html: "<h2>FAQ</h2><p>Are foxes quick? Yes.</p>" },
        ],
      },
    );
    if (suggested.kind !== "body") throw new Error("expected body");
    expect(suggested.placements.map((p) => p.from)).toEqual([e.state.doc.content.size, 0]);
    showPlacements(e, "edit-2", suggested.placements);
    const changes = changesOf(e.state);
    // The FAQ's heading and paragraph are one change (a run of inserted blocks).
    expect(changes.map((c) => c.kind)).toEqual(["replace", "insert"]);
    expect(bodyWithoutSuggestions(e)).toBe(BODY);
    acceptAll(e);
    expect(e.getHTML()).toBe(
      `${BODY.replace("jumps", "leaps")}<h2>FAQ</h2><p>Are foxes quick? Yes.</p>`,
    );
  });

  it("reject all leaves the body as it was; a range outside the body does not fit", () => {
    const e = make();
    const suggested = placementsOf(
      e.state,
      { metaDescription: "" },
      { kind: "blocks", replacements: [{ from: 2, to: 3, html: "<p>Foxes are fast.</p>" }] },
    );
    if (suggested.kind !== "body") throw new Error("expected body");
    showPlacements(e, "edit-3", suggested.placements);
    rejectAll(e);
    expect(e.getHTML()).toBe(BODY);
    expect(() =>
      placementsOf(
        e.state,
        { metaDescription: "" },
        { kind: "blocks", replacements: [{ from: 2, to: 9, html: "<p>x</p>" }] },
      ),
    ).toThrow(/outside/);
  });

  it("a field's answer is a word diff of plain text, markup shown as text", () => {
    const e = make();
    const suggested = placementsOf(
      e.state,
      { metaDescription: "Old words here" },
      { kind: "field", field: "metaDescription", text: "New words <b>here</b>" },
    );
    expect(suggested).toMatchObject({ kind: "field", before: "Old words here" });
    const segments = wordSegments("Old words here", "New words <b>here</b>");
    expect(segments.map((s) => s.text).join("")).toContain("<b>");
    expect(segments.some((s) => s.kind === "del" && s.text.includes("Old"))).toBe(true);
    expect(documentBlocks(e.state.doc)).toHaveLength(3);
  });
});
