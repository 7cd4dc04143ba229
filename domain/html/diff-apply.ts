/**
 * Accepting and rejecting the tracked changes of diff.ts on its merged HTML. An accepted change
 * keeps its insertions and loses its deletions; a rejected one the other way round. Changes not
 * named stay marked. Paired blocks exist on both sides, so a change never leaves a list empty that
 * was not empty in one of the documents.
 */
import {
  attribute,
  type HtmlNode,
  hasBreak,
  isBlock,
  parseHtml,
  serializeTokens,
  textOf,
  tokenize,
  wrapHtml,
} from "./diff-tree";
import { sanitizeDiffHtml, sanitizeHtml } from "./sanitize";

function transform(
  nodes: readonly HtmlNode[],
  mode: "accept" | "reject",
  ids: ReadonlySet<string> | null,
): HtmlNode[] {
  const out: HtmlNode[] = [];
  const named = (id: string | undefined) => id !== undefined && (ids === null || ids.has(id));
  for (const node of nodes) {
    if (typeof node === "string") {
      out.push(node);
      continue;
    }
    const change =
      node.tag === "ins" || node.tag === "del" ? attribute(node, "data-change") : undefined;
    if (named(change)) {
      const keep = (node.tag === "ins") === (mode === "accept");
      if (keep) out.push(...transform(node.children, mode, ids));
      continue;
    }
    const block = attribute(node, "data-change-block");
    let attrs = node.attrs;
    if (named(block)) {
      const inserted = attribute(node, "data-change-kind") === "insert";
      if (inserted !== (mode === "accept")) continue;
      attrs = attrs.filter(([name]) => name !== "data-change-block" && name !== "data-change-kind");
    }
    out.push({ tag: node.tag, attrs, children: transform(node.children, mode, ids) });
  }
  return out;
}

/**
 * Writes nodes the way the diff reads them: runs of text through their tokens (so an inline
 * element split by a removed change is one again), white space between blocks dropped.
 */
export function writeNormalized(nodes: readonly HtmlNode[]): string {
  const hasBlocks = nodes.some(isBlock);
  let out = "";
  let run: HtmlNode[] = [];
  const flush = () => {
    if (run.length > 0 && !(hasBlocks && textOf(run).trim() === "" && !hasBreak(run))) {
      out += serializeTokens(tokenize(run));
    }
    run = [];
  };
  for (const node of nodes) {
    if (isBlock(node)) {
      flush();
      out += wrapHtml(node, writeNormalized(node.children));
    } else run.push(node);
  }
  flush();
  return out;
}

/** Applies (accept) or drops (reject) the changes `ids` of merged diff HTML; all when omitted. */
export function applyChanges(
  merged: string,
  mode: "accept" | "reject",
  ids?: Iterable<number | string>,
): string {
  const set = ids === undefined ? null : new Set(Array.from(ids, String));
  const html = writeNormalized(transform(parseHtml(sanitizeDiffHtml(merged)), mode, set));
  return set === null ? sanitizeHtml(html) : sanitizeDiffHtml(html);
}

/** HTML as the diff writes it: sanitised, white space between blocks dropped, inline elements joined. */
export function normalizeHtml(html: string): string {
  return sanitizeHtml(writeNormalized(parseHtml(sanitizeHtml(html))));
}
