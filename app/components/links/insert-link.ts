/**
 * Inserting a suggested internal link as a tracked change (issue 31, ADR 0031 and ADR 0028):
 * the anchor's words are marked deleted and the same words, linked, are marked inserted after
 * them, under one change id. The review bar accepts or rejects it like an AI edit's change, and
 * one Ctrl+Z takes it away. Nothing of Tiptap or ProseMirror is imported here at run time: the
 * editor hands over what it needs (see suggestions/extension.ts SuggestionTools).
 */
import { anchorPattern } from "@domain/links";
import type { Editor } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";

/** The first place of the anchor's words in plain text (no link, heading, code or change). */
export function findAnchorRange(doc: PMNode, anchor: string): { from: number; to: number } | null {
  const pattern = anchorPattern(anchor);
  let found: { from: number; to: number } | null = null;
  const check = (text: string, start: number) => {
    if (found || text === "") return;
    const match = pattern.exec(text);
    if (match) found = { from: start + match.index, to: start + match.index + match[0].length };
  };
  doc.descendants((node, pos) => {
    if (found) return false;
    if (!node.isTextblock) return true;
    if (node.type.name === "heading" || node.type.spec.code) return false;
    let text = "";
    let start = 0;
    node.forEach((child, offset) => {
      const plain =
        child.isText && !child.marks.some((m) => m.type.name === "link" || m.attrs.change);
      if (plain) {
        if (text === "") start = pos + 1 + offset;
        text += child.text ?? "";
      } else {
        check(text, start);
        text = "";
      }
    });
    check(text, start);
    return false;
  });
  return found;
}

let count = 0;

/** What became of an inserted link: still to review, accepted (linked), or gone. */
export function linkState(doc: PMNode, change: string, href: string): "pending" | "linked" | null {
  let state: "pending" | "linked" | null = null;
  doc.descendants((node) => {
    if (state === "pending") return false;
    for (const mark of node.marks) {
      if (mark.attrs.change === change) state = "pending";
      else if (mark.type.name === "link" && mark.attrs.href === href) state ??= "linked";
    }
    return true;
  });
  return state;
}

/** Shows the link as a tracked change at the anchor: its change id, null when the words are gone. */
export function suggestLink(editor: Editor, anchor: string, href: string): string | null {
  const range = findAnchorRange(editor.state.doc, anchor);
  if (!range) return null;
  const { schema } = editor;
  const inserted = schema.marks.suggestionInsert;
  const deleted = schema.marks.suggestionDelete;
  const link = schema.marks.link;
  if (!inserted || !deleted || !link) return null;
  const change = `link${Date.now().toString(36)}${++count}-1`;
  const words = editor.state.doc.textBetween(range.from, range.to);
  const tr = editor.state.tr;
  tr.addMark(range.from, range.to, deleted.create({ change }));
  tr.insert(range.to, schema.text(words, [link.create({ href }), inserted.create({ change })]));
  editor.view.dispatch(editor.storage.suggestions.tools.closeHistory(tr));
  // The writer is taken to it: the review keys work there.
  editor.chain().setTextSelection(range.from).scrollIntoView().focus().run();
  return change;
}
