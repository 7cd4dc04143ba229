import type { Claim } from "@domain/evidence";
import { BADGE_CLASSES, type ClaimText, MARK_CLASSES, STATUS_SYMBOL } from "./evidence-status";
import { findSentences, type TextRun } from "./find-sentence";

/** Elements whose text is not part of a sentence: references, and the marks' own labels. */
const SKIPPED = ".cite, .evidence-badge";
const BLOCKS = new Set([
  "P",
  "LI",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "BLOCKQUOTE",
  "PRE",
  "TD",
  "TH",
  "DIV",
  "UL",
  "OL",
  "TABLE",
]);

function blockOf(node: Node, root: HTMLElement): Node {
  let current = node.parentNode;
  while (current && current !== root && !BLOCKS.has(current.nodeName)) current = current.parentNode;
  return current ?? root;
}

/** The text nodes of the rendered body, in order, each marked with whether a block starts there. */
function textRuns(root: HTMLElement): { nodes: Text[]; runs: TextRun[] } {
  const nodes: Text[] = [];
  const runs: TextRun[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(SKIPPED) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  let previousBlock: Node | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const block = blockOf(node, root);
    runs.push({ text: node.nodeValue ?? "", breakBefore: block !== previousBlock });
    nodes.push(node as Text);
    previousBlock = block;
  }
  return { nodes, runs };
}

/** The label after a marked sentence: a symbol, the status in words, the description for screen readers. */
export function claimBadge(document: Document, text: ClaimText): HTMLElement {
  const element = document.createElement("span");
  element.className = BADGE_CLASSES[text.status];
  element.title = text.description;
  const symbol = document.createElement("span");
  symbol.setAttribute("aria-hidden", "true");
  symbol.textContent = `${STATUS_SYMBOL[text.status]} `;
  const label = document.createElement("span");
  label.textContent = text.label;
  const description = document.createElement("span");
  description.className = "sr-only";
  description.textContent = ` (${text.description})`;
  element.append(symbol, label, description);
  return element;
}

/**
 * Marks each claim's sentence in the rendered (already sanitised) body: its text wrapped in
 * `<mark>` elements (one per text node it covers, so a sentence across inline tags is marked
 * whole), and a label after it with a symbol, the status in words and, for screen readers, the
 * description with the source's quote. Only text nodes are made (no HTML is parsed). Returns
 * which claims were found and a function that takes every mark out again.
 */
export function markClaims(
  root: HTMLElement,
  claims: readonly Claim[],
  claimText: (claim: Claim) => ClaimText,
): { found: boolean[]; undo: () => void } {
  const document = root.ownerDocument;
  const { nodes, runs } = textRuns(root);
  const places = findSentences(
    runs,
    claims.map((claim) => claim.sentence),
  );
  // Per text node, the parts to wrap; split from the end so earlier offsets stay right.
  const parts = new Map<number, Array<{ from: number; to: number; claim: number }>>();
  places.forEach((ranges, claim) => {
    for (const range of ranges ?? []) {
      const list = parts.get(range.run) ?? [];
      list.push({ from: range.from, to: range.to, claim });
      parts.set(range.run, list);
    }
  });
  const texts = claims.map(claimText);
  const marks = new Map<number, HTMLElement[]>();
  for (const [run, list] of parts) {
    const node = nodes[run];
    if (!node) continue;
    for (const { from, to, claim } of list.sort((a, b) => b.from - a.from)) {
      const text = texts[claim];
      if (!text) continue;
      if (to < (node.nodeValue?.length ?? 0)) node.splitText(to);
      const covered = from > 0 ? node.splitText(from) : node;
      const mark = document.createElement("mark");
      mark.className = MARK_CLASSES[text.status];
      covered.replaceWith(mark);
      mark.append(covered);
      marks.set(claim, [...(marks.get(claim) ?? []), mark]);
    }
  }
  const badges: HTMLElement[] = [];
  for (const [claim, list] of marks) {
    const text = texts[claim];
    const last = list.reduce((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? b : a,
    );
    if (!text) continue;
    const element = claimBadge(document, text);
    last.after(element);
    badges.push(element);
  }
  const undo = () => {
    for (const element of badges) element.remove();
    for (const mark of root.querySelectorAll("mark.evidence-mark"))
      mark.replaceWith(...mark.childNodes);
    root.normalize();
  };
  return { found: places.map((place) => place !== null), undo };
}
