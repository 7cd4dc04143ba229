import { parseFragment, serialize, type DefaultTreeAdapterTypes as Tree } from "parse5";
import { sameText } from "./answers";

type Node = Tree.ChildNode;

const levelOf = (node: Node): number | null => {
  const match = /^h([1-6])$/.exec(node.nodeName);
  return match ? Number(match[1]) : null;
};

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as Tree.TextNode).value;
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : "";
}

function* elements(parent: Tree.ParentNode): Generator<Tree.Element> {
  for (const node of parent.childNodes) {
    if (!("tagName" in node)) continue;
    yield node;
    yield* elements(node);
  }
}

function remove(node: Node): void {
  const siblings = node.parentNode?.childNodes;
  if (siblings) siblings.splice(siblings.indexOf(node), 1);
}

/** Top-level headings with nothing to read before the next heading of the same or a higher level. */
function emptySections(nodes: readonly Node[]): Node[] {
  const empty: Node[] = [];
  nodes.forEach((node, index) => {
    const level = levelOf(node);
    if (level === null) return;
    for (const next of nodes.slice(index + 1)) {
      const nextLevel = levelOf(next);
      if (nextLevel !== null && nextLevel <= level) break;
      if (nextLevel === null && textOf(next).trim() !== "") return;
    }
    empty.push(node);
  });
  return empty;
}

/**
 * The body's headings as the product promises them: no `h1` (the title is the page's h1), no
 * heading that repeats the title, no empty heading or empty section, and no skipped level (an h4
 * right under an h2 becomes an h3). Text is never removed, only headings.
 */
export function tidyHeadings(html: string, title: string): string {
  const fragment = parseFragment(html);
  for (const element of [...elements(fragment)]) {
    if (levelOf(element) === null) continue;
    const text = textOf(element);
    if (text.trim() === "" || sameText(text, title)) remove(element);
  }
  for (const node of emptySections(fragment.childNodes)) remove(node);
  let previous = 1;
  for (const element of elements(fragment)) {
    const level = levelOf(element);
    if (level === null) continue;
    const fitted = Math.max(2, Math.min(level, previous + 1));
    element.tagName = `h${fitted}`;
    element.nodeName = `h${fitted}`;
    previous = fitted;
  }
  return serialize(fragment);
}
