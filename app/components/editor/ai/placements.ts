import type { AiEditResult, EditSelection } from "@domain/ai-edits";
import { diffHtml } from "@domain/html/diff";
import { DOMParser as PmDOMParser, Slice } from "@tiptap/pm/model";
import type { EditorState } from "@tiptap/pm/state";
import { blockStarts, documentBlocks } from "./requests";

/**
 * Where an answer's tracked changes go: a range of whole top-level blocks of the document as it
 * is now (positions), and the merged HTML (diffHtml's, with ins/del) that replaces them.
 */
export type Placement = { from: number; to: number; html: string };

/** What an answer becomes in the editor: suggestions in the body, or a new value for a field. */
export type Suggested =
  | { kind: "body"; placements: Placement[] }
  | { kind: "field"; field: "metaDescription"; before: string; after: string };

/** The answer does not fit the body as it is (the body changed since the request). */
export class AnswerDoesNotFit extends Error {}

/**
 * Turns an edit's answer into tracked changes against the body, ordered last first so that
 * showing one leaves the positions of those before it as they were.
 */
export function placementsOf(
  state: EditorState,
  asked: { selection?: EditSelection | undefined; metaDescription: string },
  result: AiEditResult,
): Suggested {
  if (result.kind === "field")
    return {
      kind: "field",
      field: result.field,
      before: asked.metaDescription,
      after: result.text,
    };
  if (result.kind === "selection")
    return { kind: "body", placements: [selectionPlacement(state, asked.selection, result.html)] };
  const blocks = documentBlocks(state.doc);
  const starts = blockStarts(state.doc);
  const replacements = [...result.replacements].sort((a, b) => b.from - a.from);
  const placements = replacements.map(({ from, to, html }) => {
    if (from > to || to > blocks.length)
      throw new AnswerDoesNotFit(`replacement [${from}, ${to}) outside ${blocks.length} blocks`);
    return {
      from: starts[from] ?? state.doc.content.size,
      to: starts[to] ?? state.doc.content.size,
      html: diffHtml(blocks.slice(from, to).join(""), html).html,
    };
  });
  return { kind: "body", placements };
}

/**
 * A selection's answer: the selection is replaced in a scratch transaction (as a paste would
 * fit it), and the top-level blocks it touched are diffed before and after.
 */
function selectionPlacement(
  state: EditorState,
  selection: EditSelection | undefined,
  html: string,
): Placement {
  if (!selection) throw new AnswerDoesNotFit("a selection answer without a selection");
  const { doc, schema } = state;
  const { from, to, startBlock, endBlock } = selection;
  if (to > doc.content.size || endBlock >= doc.childCount)
    throw new AnswerDoesNotFit("the selection is outside the body");
  // An inert document: nothing in the answer loads or runs while it is read.
  const dom = new window.DOMParser().parseFromString(html, "text/html").body;
  const parsed = PmDOMParser.fromSchema(schema).parseSlice(dom);
  const scratch = state.tr.replaceRange(from, to, Slice.maxOpen(parsed.content));
  const touched = endBlock - startBlock + 1;
  const count = touched + scratch.doc.childCount - doc.childCount;
  const before = documentBlocks(doc).slice(startBlock, endBlock + 1);
  const after = documentBlocks(scratch.doc).slice(startBlock, startBlock + Math.max(count, 0));
  const starts = blockStarts(doc);
  return {
    from: starts[startBlock] ?? 0,
    to: starts[endBlock + 1] ?? doc.content.size,
    html: diffHtml(before.join(""), after.join("")).html,
  };
}
