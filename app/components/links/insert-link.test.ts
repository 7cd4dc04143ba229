// @vitest-environment jsdom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { editorExtensions } from "../editor/schema";
import {
  acceptChange,
  htmlWithoutSuggestions,
  listChanges,
  rejectChange,
} from "../editor/suggestions/commands";
import { Suggestions } from "../editor/suggestions/extension";
import { findAnchorRange, linkState, suggestLink } from "./insert-link";

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function make(html: string): Editor {
  const editor = new Editor({ extensions: [...editorExtensions(), Suggestions], content: html });
  editors.push(editor);
  return editor;
}

const BODY =
  '<h2>Cold brew coffee</h2><p>See <a href="/x">cold brew coffee</a>. We like Cold Brew Coffee.</p>';

describe("suggestLink", () => {
  it("finds the words outside headings and links", () => {
    const editor = make(BODY);
    const range = findAnchorRange(editor.state.doc, "cold brew coffee");
    expect(range && editor.state.doc.textBetween(range.from, range.to)).toBe("Cold Brew Coffee");
    expect(findAnchorRange(editor.state.doc, "espresso")).toBeNull();
  });

  it("shows the link as one tracked change: accepted it links the words", () => {
    const editor = make(BODY);
    const change = suggestLink(editor, "cold brew coffee", "/dashboard/view/1");
    expect(change).not.toBeNull();
    expect(listChanges(editor.state)).toMatchObject([{ id: change, kind: "replace" }]);
    // Not accepted: the form would save the body as it was.
    expect(htmlWithoutSuggestions(editor)).toBe(make(BODY).getHTML());
    expect(linkState(editor.state.doc, change as string, "/dashboard/view/1")).toBe("pending");
    acceptChange(editor, change as string);
    expect(editor.getHTML()).toContain('<a href="/dashboard/view/1">Cold Brew Coffee</a>.');
    expect(linkState(editor.state.doc, change as string, "/dashboard/view/1")).toBe("linked");
  });

  it("rejected, the body is as it was", () => {
    const editor = make(BODY);
    const change = suggestLink(editor, "cold brew coffee", "/dashboard/view/1") as string;
    rejectChange(editor, change);
    expect(editor.getHTML()).toBe(make(BODY).getHTML());
    expect(linkState(editor.state.doc, change, "/dashboard/view/1")).toBeNull();
  });
});
