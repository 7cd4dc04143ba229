import type { DefaultTreeAdapterTypes } from "parse5";

type ChildNode = DefaultTreeAdapterTypes.ChildNode;
export type Element = DefaultTreeAdapterTypes.Element;

/** Character formatting carried down from enclosing inline elements. */
export type Marks = {
  readonly bold?: boolean;
  readonly italics?: boolean;
  readonly underline?: boolean;
  readonly code?: boolean;
};

/** A piece of a paragraph: text with its formatting and link, or a line break. */
export type Segment =
  | { readonly kind: "text"; text: string; readonly marks: Marks; readonly href: string | null }
  | { readonly kind: "break" };

const MARK_OF: Record<string, keyof Marks> = {
  strong: "bold",
  b: "bold",
  em: "italics",
  i: "italics",
  u: "underline",
  code: "code",
};

/** Links Word can follow from a document: absolute web and mail addresses only. */
function linkTarget(element: Element): string | null {
  const href = element.attrs.find((a) => a.name === "href")?.value.trim() ?? "";
  return /^(https?:\/\/|mailto:)/i.test(href) ? href : null;
}

export function isElement(node: ChildNode): node is Element {
  return "tagName" in node;
}

/**
 * The inline content of some nodes as segments, white space folded as a browser would: runs of
 * white space become one space, and there is none at the start or end of the paragraph.
 */
export function inlineSegments(nodes: readonly ChildNode[], marks: Marks = {}): Segment[] {
  const out: Segment[] = [];
  collect(nodes, marks, null, out);
  return foldWhiteSpace(out);
}

function collect(
  nodes: readonly ChildNode[],
  marks: Marks,
  href: string | null,
  out: Segment[],
): void {
  for (const node of nodes) {
    if (node.nodeName === "#text") {
      const text = (node as DefaultTreeAdapterTypes.TextNode).value;
      if (text) out.push({ kind: "text", text, marks, href });
    } else if (isElement(node)) {
      if (node.tagName === "br") {
        out.push({ kind: "break" });
        continue;
      }
      const mark = MARK_OF[node.tagName];
      const inner = mark ? { ...marks, [mark]: true } : marks;
      const link = node.tagName === "a" ? linkTarget(node) : href;
      collect(node.childNodes, inner, link, out);
    }
  }
}

function foldWhiteSpace(segments: Segment[]): Segment[] {
  let spaceBefore = true; // the paragraph's start counts as white space
  const out: Segment[] = [];
  for (const segment of segments) {
    if (segment.kind === "break") {
      trimEnd(out);
      out.push(segment);
      spaceBefore = true;
      continue;
    }
    let text = segment.text.replace(/\s+/g, " ");
    if (spaceBefore) text = text.replace(/^ /, "");
    if (text === "") continue;
    spaceBefore = text.endsWith(" ");
    out.push({ ...segment, text });
  }
  trimEnd(out);
  return out;
}

function trimEnd(out: Segment[]): void {
  const last = out.at(-1);
  if (last?.kind !== "text") return;
  last.text = last.text.replace(/ $/, "");
  if (last.text === "") out.pop();
}
