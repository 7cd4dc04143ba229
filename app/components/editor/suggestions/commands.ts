/**
 * Acting on suggested edits (issue 28): show a diff (domain/html/diff.ts) in the document, list
 * its changes, accept or reject them. Each action is one transaction, so Ctrl+Z undoes it.
 * Loaded lazily (see ./extension.ts `loadSuggestionCommands`).
 */
import { sanitizeDiffHtml } from "@domain/html/sanitize";
import { type Editor, getHTMLFromFragment } from "@tiptap/core";
import { closeHistory } from "@tiptap/pm/history";
import { type Node as PMNode, DOMParser as ProseMirrorParser } from "@tiptap/pm/model";
import type { EditorState } from "@tiptap/pm/state";
import { Transform } from "@tiptap/pm/transform";
import { DELETE_MARK, INSERT_MARK } from "./extension";
import { collapseWhitespace } from "./whitespace";

export type SuggestionKind = "insert" | "delete" | "replace";
export type SuggestionChange = {
  id: string;
  kind: SuggestionKind;
  /** The document range the change covers (first to last position of its text or blocks). */
  from: number;
  to: number;
  /** The text it inserts and deletes. */
  inserted: string;
  deleted: string;
};

type Mode = "accept" | "reject";

const changeOfMark = (node: PMNode, type: string): string | null => {
  const mark = node.marks.find((m) => m.type.name === type);
  return mark ? String(mark.attrs.change) : null;
};

/** The pending changes in document order. */
export function listChanges(state: EditorState | { doc: PMNode }): SuggestionChange[] {
  const changes = new Map<string, SuggestionChange & { ins: boolean; del: boolean }>();
  const note = (id: string, kind: "insert" | "delete", from: number, to: number, text: string) => {
    let change = changes.get(id);
    if (!change) {
      change = { id, kind, from, to, inserted: "", deleted: "", ins: false, del: false };
      changes.set(id, change);
    }
    change.from = Math.min(change.from, from);
    change.to = Math.max(change.to, to);
    if (kind === "insert") {
      change.ins = true;
      change.inserted += text;
    } else {
      change.del = true;
      change.deleted += text;
    }
  };
  state.doc.descendants((node, pos) => {
    const block = node.attrs.changeBlock;
    const kind = node.attrs.changeKind;
    if (block && (kind === "insert" || kind === "delete")) {
      // Its text is marked too (and counted there); a code block's text cannot be.
      const text = node.type.spec.code ? node.textContent : "";
      note(String(block), kind, pos, pos + node.nodeSize, text);
    }
    if (!node.isInline) return true;
    const inserted = changeOfMark(node, INSERT_MARK);
    const deleted = changeOfMark(node, DELETE_MARK);
    const text = node.isText ? (node.text ?? "") : (node.type.spec.leafText?.(node) ?? "\n");
    if (inserted) note(inserted, "insert", pos, pos + node.nodeSize, text);
    if (deleted) note(deleted, "delete", pos, pos + node.nodeSize, text);
    return false;
  });
  return [...changes.values()]
    .sort((a, b) => a.from - b.from)
    .map(({ ins, del, ...change }) => ({
      ...change,
      kind: ins && del ? "replace" : ins ? "insert" : "delete",
    }));
}

/**
 * Accepts or rejects the changes `ids` (all when null) on `tr`: the text and blocks that go are
 * deleted, the marks and block attributes of what stays are removed. A text block left with only
 * removed text goes too, as does a list or quote left empty.
 */
export function applySuggestions(tr: Transform, ids: ReadonlySet<string> | null, mode: Mode) {
  const doc = tr.doc;
  const schema = doc.type.schema;
  const goingMark = schema.marks[mode === "accept" ? DELETE_MARK : INSERT_MARK];
  const stayingMark = schema.marks[mode === "accept" ? INSERT_MARK : DELETE_MARK];
  const named = (id: unknown) =>
    id !== null && id !== undefined && (ids === null || ids.has(String(id)));
  const removals: { from: number; to: number }[] = [];
  const blockRemovals: { from: number; to: number }[] = [];
  const keep = (from: number, to: number) =>
    [...removals, ...blockRemovals].every((range) => to <= range.from || from >= range.to);
  const goes = (node: PMNode) =>
    node.isInline && node.marks.some((mark) => mark.type === goingMark && named(mark.attrs.change));

  doc.descendants((node, pos) => {
    const end = pos + node.nodeSize;
    if (!keep(pos, end)) return false;
    if (named(node.attrs.changeBlock)) {
      const inserted = node.attrs.changeKind === "insert";
      if (inserted !== (mode === "accept")) {
        blockRemovals.push({ from: pos, to: end });
        return false;
      }
      tr.setNodeMarkup(pos, undefined, { ...node.attrs, changeBlock: null, changeKind: null });
    }
    if (node.isTextblock && node.childCount > 0) {
      let all = true;
      node.forEach((child) => {
        all &&= goes(child);
      });
      if (all) {
        blockRemovals.push({ from: pos, to: end });
        return false;
      }
    }
    if (!node.isInline) return true;
    if (goes(node)) removals.push({ from: pos, to: end });
    else {
      for (const mark of node.marks) {
        if (mark.type === stayingMark && named(mark.attrs.change)) tr.removeMark(pos, end, mark);
      }
    }
    return false;
  });
  // From the end back, so earlier positions stay valid.
  const all = [
    ...removals.map((r) => ({ ...r, block: false })),
    ...blockRemovals.map((r) => ({ ...r, block: true })),
  ];
  all.sort((a, b) => b.from - a.from);
  for (const range of all) {
    const from = tr.mapping.map(range.from, 1);
    const to = tr.mapping.map(range.to, -1);
    if (to <= from) continue;
    if (range.block) tr.deleteRange(from, to);
    else tr.delete(from, to);
  }
  return tr;
}

function run(editor: Editor, ids: ReadonlySet<string> | null, mode: Mode): boolean {
  const tr = editor.state.tr;
  applySuggestions(tr, ids, mode);
  if (!tr.docChanged) return false;
  // Its own step in the undo history, however soon after the last one it comes.
  editor.view.dispatch(closeHistory(tr));
  return true;
}

function idsWithPrefix(editor: Editor, prefix?: string): ReadonlySet<string> | null {
  if (prefix === undefined) return null;
  return new Set(
    listChanges(editor.state)
      .map((change) => change.id)
      .filter((id) => id.startsWith(`${prefix}-`)),
  );
}

export const acceptChange = (editor: Editor, id: string) => run(editor, new Set([id]), "accept");
export const rejectChange = (editor: Editor, id: string) => run(editor, new Set([id]), "reject");
export const acceptAll = (editor: Editor, prefix?: string) =>
  run(editor, idsWithPrefix(editor, prefix), "accept");
export const rejectAll = (editor: Editor, prefix?: string) =>
  run(editor, idsWithPrefix(editor, prefix), "reject");

/** The document with every pending suggestion rejected: what the form saves. */
export function withoutSuggestions(doc: PMNode): PMNode {
  return applySuggestions(new Transform(doc), null, "reject").doc;
}

export function htmlWithoutSuggestions(editor: Editor): string {
  return getHTMLFromFragment(withoutSuggestions(editor.state.doc).content, editor.schema);
}

/** Gives every change id in the markup the prefix: `${prefix}-${id}`. */
function prefixIds(root: ParentNode, prefix: string) {
  for (const element of Array.from(root.querySelectorAll("[data-change]"))) {
    element.setAttribute("data-change", `${prefix}-${element.getAttribute("data-change")}`);
  }
  for (const element of Array.from(root.querySelectorAll("[data-change-block]"))) {
    const id = `${prefix}-${element.getAttribute("data-change-block")}`;
    element.setAttribute("data-change-block", id);
    // A bare div is read through by the editor: its blocks carry the change instead.
    if (element.tagName === "DIV" && !element.hasAttribute("class")) {
      for (const child of Array.from(element.children)) {
        child.setAttribute("data-change-block", id);
        child.setAttribute("data-change-kind", element.getAttribute("data-change-kind") ?? "");
      }
    }
  }
}

/**
 * Replaces the top-level blocks in [from, to) (document positions) with the merged HTML of a
 * diff, its change ids prefixed so they are unique in the document; one undoable transaction.
 */
export function showSuggestion(
  editor: Editor,
  { from, to, html, prefix }: { from: number; to: number; html: string; prefix: string },
): boolean {
  const template = document.createElement("template");
  template.innerHTML = sanitizeDiffHtml(html);
  prefixIds(template.content, prefix);
  collapseWhitespace(template.content);
  const parsed = ProseMirrorParser.fromSchema(editor.schema).parse(template.content, {
    preserveWhitespace: true,
  });
  const tr = editor.state.tr.replaceWith(from, to, parsed.content);
  editor.view.dispatch(closeHistory(tr));
  return true;
}

export { hasSuggestions } from "./extension";
