/**
 * Tracked changes between two HTML bodies (issue 28): `diffHtml(before, after)` gives the after
 * document with the deleted words put back, each change marked so a reader (the editor's
 * suggestions, the version compare dialog) shows it and `acceptChanges` / `rejectChanges` can
 * apply or drop it. Pure: runs the same on the server and in the browser.
 *
 * The markup (sanitize.ts `sanitizeDiffHtml` allows exactly it):
 * - `<ins data-change="N">` / `<del data-change="N">` around changed words, inside text blocks
 *   only, innermost (inside the link, bold... the words have);
 * - a block inserted or deleted whole carries `data-change-block="N"` and
 *   `data-change-kind="insert|delete"` on its element, and its text is wrapped as well;
 * - a deletion next to an insertion is one change (kind replace).
 *
 * How: blocks are aligned first (p, headings, lists, list items, blockquotes, divs; a `pre` or a
 * table is one atom), pairing a block with its edited self when their words are similar enough;
 * paired containers are aligned again inside; paired text is then diffed word by word (a word,
 * space run or punctuation mark with its inline elements is one token; CJK and other scripts
 * without spaces count per character).
 */
import { align, type Step } from "./diff-align";
import { applyChanges } from "./diff-apply";
import {
  ATOMIC_TAGS,
  BLOCK_TAGS,
  type HtmlElement,
  type HtmlNode,
  hasBreak,
  isBlock,
  openTag,
  parseHtml,
  serializeNodes,
  serializeTokens,
  splitWords,
  type Token,
  textOf,
  tokenize,
  tokenKey,
  wrapHtml,
} from "./diff-tree";
import { sanitizeHtml } from "./sanitize";

export type DiffChangeKind = "insert" | "delete" | "replace";
export type DiffChange = { id: number; kind: DiffChangeKind };
export type DiffResult = { html: string; changes: DiffChange[] };

/** The attributes of the markup (see above). */
export const CHANGE_ATTRIBUTE = "data-change";
export const CHANGE_BLOCK_ATTRIBUTE = "data-change-block";
export const CHANGE_KIND_ATTRIBUTE = "data-change-kind";

/** Blocks whose words are at least this similar (Dice coefficient) are one block edited. */
const SIMILAR = 0.5;

type Item = {
  element: HtmlElement | null;
  /** The inline nodes of a run of text (element null), or the element's own children. */
  nodes: HtmlNode[];
  html: string;
  /** Tag and attributes (or "#text"): only items with the same signature pair. */
  signature: string;
  words: Map<string, number>;
  wordCount: number;
};

/** The text of nodes, blocks apart. */
function wordsOf(nodes: readonly HtmlNode[]): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") out += node;
    else if (BLOCK_TAGS.has(node.tag)) out += ` ${wordsOf(node.children)} `;
    else out += wordsOf(node.children);
  }
  return out;
}

function itemOf(element: HtmlElement | null, nodes: HtmlNode[]): Item {
  const words = new Map<string, number>();
  let wordCount = 0;
  for (const word of splitWords(wordsOf(nodes))) {
    if (word.trim() === "") continue;
    words.set(word, (words.get(word) ?? 0) + 1);
    wordCount++;
  }
  return {
    element,
    nodes,
    html: element ? serializeNodes([element]) : serializeNodes(nodes),
    signature: element ? openTag(element) : "#text",
    words,
    wordCount,
  };
}

/**
 * The blocks of a list of nodes: block elements, and runs of inline nodes between them. Runs of
 * white space between blocks are layout, not text, and are dropped.
 */
function itemsOf(nodes: readonly HtmlNode[]): Item[] {
  const items: Item[] = [];
  const hasBlocks = nodes.some(isBlock);
  let run: HtmlNode[] = [];
  const flush = () => {
    if (run.length > 0 && !(hasBlocks && textOf(run).trim() === "" && !hasBreak(run))) {
      items.push(itemOf(null, run));
    }
    run = [];
  };
  for (const node of nodes) {
    if (isBlock(node)) {
      flush();
      items.push(itemOf(node, node.children));
    } else {
      run.push(node);
    }
  }
  flush();
  return items;
}

function similarity(a: Item, b: Item): number {
  if (a.signature !== b.signature) return 0;
  if (a.element && ATOMIC_TAGS.has(a.element.tag)) return 0;
  if (a.wordCount === 0 || b.wordCount === 0) return a.wordCount === b.wordCount ? SIMILAR : 0;
  let common = 0;
  for (const [word, count] of a.words) common += Math.min(count, b.words.get(word) ?? 0);
  return (2 * common) / (a.wordCount + b.wordCount);
}

type Context = { next: number; changes: DiffChange[] };

function newChange(context: Context, deletes: boolean, inserts: boolean): number {
  const id = context.next++;
  context.changes.push({
    id,
    kind: deletes && inserts ? "replace" : deletes ? "delete" : "insert",
  });
  return id;
}

function changeTag(kind: "insert" | "delete", id: number): string {
  return `<${kind === "insert" ? "ins" : "del"} ${CHANGE_ATTRIBUTE}="${id}">`;
}

/** The token inside an `ins` or `del` (innermost, but outside a `br`). */
function changed(token: Token, kind: "insert" | "delete", id: number): Token {
  const tag = changeTag(kind, id);
  if (token.text === "" && token.marks.length > 0) {
    return { text: "", marks: [...token.marks.slice(0, -1), tag, token.marks.at(-1) as string] };
  }
  return { text: token.text, marks: [...token.marks, tag] };
}

/** Nodes of a block inserted or deleted whole: its text wrapped, its blocks kept. */
function wrapAll(nodes: readonly HtmlNode[], kind: "insert" | "delete", id: number): string {
  let out = "";
  for (const item of itemsOf(nodes)) {
    if (item.element) {
      out += wrapHtml(item.element, wrapAll(item.nodes, kind, id));
    } else {
      out += serializeTokens(tokenize(item.nodes).map((token) => changed(token, kind, id)));
    }
  }
  return out;
}

function wholeItem(item: Item, kind: "insert" | "delete", id: number): string {
  const { element } = item;
  if (!element) return wrapAll(item.nodes, kind, id);
  const marked: HtmlElement = {
    ...element,
    attrs: [...element.attrs, [CHANGE_BLOCK_ATTRIBUTE, String(id)], [CHANGE_KIND_ATTRIBUTE, kind]],
  };
  return wrapHtml(marked, wrapAll(element.children, kind, id));
}

function mergeItems(before: Item[], after: Item[], context: Context): string {
  const steps = align(
    before.length,
    after.length,
    (i, j) => before[i]?.html === after[j]?.html,
    (i, j) => {
      const a = before[i] as Item;
      const b = after[j] as Item;
      if (a.html === b.html) return 2;
      const value = similarity(a, b);
      return value >= SIMILAR ? value : 0;
    },
  );
  let out = "";
  let pending: Step[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const deleted = pending.filter((step) => step.after === null);
    const inserted = pending.filter((step) => step.before === null);
    const id = newChange(context, deleted.length > 0, inserted.length > 0);
    for (const step of deleted)
      out += wholeItem(before[step.before as number] as Item, "delete", id);
    for (const step of inserted)
      out += wholeItem(after[step.after as number] as Item, "insert", id);
    pending = [];
  };
  for (const step of steps) {
    if (step.before === null || step.after === null) {
      pending.push(step);
      continue;
    }
    flush();
    const a = before[step.before] as Item;
    const b = after[step.after] as Item;
    if (a.html === b.html) out += b.html;
    else if (b.element) {
      out += wrapHtml(b.element, mergeItems(itemsOf(a.nodes), itemsOf(b.nodes), context));
    } else out += mergeWords(a.nodes, b.nodes, context);
  }
  flush();
  return out;
}

type Op = { kind: "equal" | "delete" | "insert"; token: Token };

const isSpace = (token: Token): boolean => token.text !== "" && token.text.trim() === "";

function mergeWords(before: HtmlNode[], after: HtmlNode[], context: Context): string {
  const a = tokenize(before);
  const b = tokenize(after);
  const aKeys = a.map(tokenKey);
  const bKeys = b.map(tokenKey);
  const same = (i: number, j: number) => aKeys[i] === bKeys[j];
  const ops: Op[] = align(a.length, b.length, same, (i, j) => (same(i, j) ? 1 : 0)).map((step) =>
    step.before === null
      ? { kind: "insert", token: b[step.after as number] as Token }
      : step.after === null
        ? { kind: "delete", token: a[step.before] as Token }
        : { kind: "equal", token: b[step.after] as Token },
  );
  // A space alone between two changes joins them: "<del>a b</del><ins>c d</ins>", not four.
  for (let i = 1; i < ops.length - 1; i++) {
    const op = ops[i] as Op;
    if (op.kind !== "equal" || !isSpace(op.token)) continue;
    if (ops[i - 1]?.kind === "equal" || ops[i + 1]?.kind === "equal") continue;
    ops.splice(i, 1, { kind: "delete", token: op.token }, { kind: "insert", token: op.token });
    i++;
  }
  const tokens: Token[] = [];
  for (let i = 0; i < ops.length; ) {
    const op = ops[i] as Op;
    if (op.kind === "equal") {
      tokens.push(op.token);
      i++;
      continue;
    }
    let end = i;
    while (end < ops.length && ops[end]?.kind !== "equal") end++;
    const group = ops.slice(i, end);
    const deleted = group.filter((g) => g.kind === "delete");
    const inserted = group.filter((g) => g.kind === "insert");
    const id = newChange(context, deleted.length > 0, inserted.length > 0);
    for (const g of deleted) tokens.push(changed(g.token, "delete", id));
    for (const g of inserted) tokens.push(changed(g.token, "insert", id));
    i = end;
  }
  return serializeTokens(tokens);
}

/**
 * The after document with the changes from `before` marked (see the top of this file). Both
 * are sanitised first; the result passes `sanitizeDiffHtml` unchanged.
 */
export function diffHtml(before: string, after: string): DiffResult {
  const context: Context = { next: 1, changes: [] };
  const html = mergeItems(
    itemsOf(parseHtml(sanitizeHtml(before))),
    itemsOf(parseHtml(sanitizeHtml(after))),
    context,
  );
  return { html, changes: context.changes };
}

/** The merged HTML with the changes `ids` (all when omitted) applied. */
export function acceptChanges(merged: string, ids?: Iterable<number | string>): string {
  return applyChanges(merged, "accept", ids);
}

/** The merged HTML with the changes `ids` (all when omitted) dropped. */
export function rejectChanges(merged: string, ids?: Iterable<number | string>): string {
  return applyChanges(merged, "reject", ids);
}

export { normalizeHtml } from "./diff-apply";
