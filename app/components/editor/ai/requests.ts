import {
  type AiEditRequest,
  type EditDocument,
  type EditSelection,
  isSelectionAction,
} from "@domain/ai-edits";
import { parseKeywords } from "@domain/keywords";
import { getHTMLFromFragment } from "@tiptap/core";
import { Fragment, type Node as PmNode } from "@tiptap/pm/model";
import type { EditorState } from "@tiptap/pm/state";
import type { AiEditAsk } from "./context";

/**
 * The body as an AI edit request sends it (ADR 0028): the HTML of each top-level node of the
 * document, in order, so a block's index means the same thing in the browser and on the server.
 */
export function documentBlocks(doc: PmNode): string[] {
  const blocks: string[] = [];
  doc.forEach((node) => {
    blocks.push(getHTMLFromFragment(Fragment.from(node), node.type.schema));
  });
  return blocks;
}

/** Where each top-level block starts in the document, and one past the last block's end. */
export function blockStarts(doc: PmNode): number[] {
  const starts: number[] = [];
  doc.forEach((_node, offset) => {
    starts.push(offset);
  });
  starts.push(doc.content.size);
  return starts;
}

/** The writer's selection as a request carries it, or null when nothing (or only a node) is selected. */
export function selectionOf(state: EditorState): EditSelection | null {
  const { from, to, empty } = state.selection;
  if (empty) return null;
  const html = getHTMLFromFragment(state.doc.slice(from, to).content, state.schema);
  if (!state.doc.textBetween(from, to, " ").trim()) return null;
  return {
    html,
    from,
    to,
    startBlock: state.doc.resolve(from).index(0),
    endBlock: Math.max(state.doc.resolve(from).index(0), blockIndexBefore(state.doc, to)),
  };
}

/** The top-level block that holds the position just before `pos` (a range's end). */
function blockIndexBefore(doc: PmNode, pos: number): number {
  return doc.resolve(Math.max(0, pos - 1)).index(0);
}

/** The fields of the form an edit reads besides the body (a field missing reads as empty). */
export function formFields(form: HTMLFormElement | null): Omit<EditDocument, "blocks"> {
  const values = form ? new FormData(form) : new FormData();
  const text = (name: string) => {
    const value = values.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  return {
    title: text("title"),
    keywords: parseKeywords(text("keywords")),
    metaDescription: text("metaDescription"),
  };
}

/** The request for an ask: the body's blocks, the form's fields and, for a selection action, the selection. */
export function buildRequest(
  ask: AiEditAsk,
  state: EditorState,
  form: HTMLFormElement | null,
): AiEditRequest {
  const selection = selectionOf(state);
  return {
    ...ask,
    document: { blocks: documentBlocks(state.doc), ...formFields(form) },
    ...(selection && isSelectionAction(ask.action) ? { selection } : {}),
  };
}

/** SHA-256 hex of the blocks joined by newlines: the edit's `base_hash` (ADR 0028). */
export async function blocksHash(blocks: readonly string[]): Promise<string> {
  const bytes = new TextEncoder().encode(blocks.join("\n"));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
