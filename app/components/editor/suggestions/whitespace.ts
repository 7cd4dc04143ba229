/**
 * White space of merged diff HTML, collapsed the way the editor's parser collapses it, but per
 * reading: the text with the suggestions accepted and with them rejected. The parser alone would
 * drop the space an insertion starts with when the deletion before it ends with one ("a<del>
 * </del><ins> </ins>b"), though the two are never read together; the result is then parsed with
 * white space kept.
 */
const BLOCKS = new Set([
  "P",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "LI",
  "TD",
  "TH",
  "BLOCKQUOTE",
  "DIV",
  "UL",
  "OL",
  "TABLE",
  "TR",
  "TBODY",
  "THEAD",
]);

type Reading = "accept" | "reject";

function blockOf(node: Node): Node | null {
  for (let parent = node.parentNode; parent; parent = parent.parentNode) {
    if (BLOCKS.has(parent.nodeName)) return parent;
  }
  return null;
}

function readingsOf(node: Node): Reading[] {
  for (let parent = node.parentNode; parent; parent = parent.parentNode) {
    if (parent.nodeName === "INS") return ["accept"];
    if (parent.nodeName === "DEL") return ["reject"];
  }
  return ["accept", "reject"];
}

function insidePre(node: Node): boolean {
  for (let parent = node.parentNode; parent; parent = parent.parentNode) {
    if (parent.nodeName === "PRE") return true;
  }
  return false;
}

/** Text nodes and line breaks outside `pre`, in document order. */
function inlineNodes(root: DocumentFragment): Node[] {
  const walker = root.ownerDocument.createTreeWalker(
    root,
    NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
  );
  const nodes: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node.nodeType === 3 || node.nodeName === "BR") && !insidePre(node)) nodes.push(node);
  }
  return nodes;
}

/**
 * One pass: drops a space at the block's start (or end, `fromEnd`) or next to another space,
 * unless a reading the text belongs to needs it.
 */
function pass(nodes: readonly Node[], fromEnd: boolean): void {
  let block: Node | null = null;
  // Whether each reading is at the block's edge or next to a space (or a line break).
  const edge: Record<Reading, boolean> = { accept: true, reject: true };
  for (const node of fromEnd ? [...nodes].reverse() : nodes) {
    const here = blockOf(node);
    if (here !== block) {
      block = here;
      edge.accept = true;
      edge.reject = true;
    }
    const readings = readingsOf(node);
    if (node.nodeName === "BR") {
      for (const reading of readings) edge[reading] = !fromEnd;
      continue;
    }
    const text = node as Text;
    let value = text.data.replace(/[ \t\r\n\f]+/g, " ");
    const space = fromEnd ? value.endsWith(" ") : value.startsWith(" ");
    if (space && readings.every((reading) => edge[reading])) {
      value = fromEnd ? value.slice(0, -1) : value.slice(1);
    }
    text.data = value;
    if (value === "") continue;
    for (const reading of readings) {
      edge[reading] = fromEnd ? false : value.endsWith(" ");
    }
  }
}

/** Collapses white space in place; parse the result with `preserveWhitespace: true`. */
export function collapseWhitespace(root: DocumentFragment): void {
  const nodes = inlineNodes(root);
  pass(nodes, false);
  pass(nodes, true);
}
