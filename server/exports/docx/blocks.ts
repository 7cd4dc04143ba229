import {
  ExternalHyperlink,
  HeadingLevel,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { DefaultTreeAdapterTypes } from "parse5";
import { type Element, inlineSegments, isElement, type Marks, type Segment } from "./segments";
import { BULLET_LIST, CODE_BLOCK_STYLE, CODE_FONT, ORDERED_LIST, QUOTE_STYLE } from "./styles";

type ChildNode = DefaultTreeAdapterTypes.ChildNode;
export type Block = Paragraph | Table;

/** Word allows nine list levels (0 to 8); deeper HTML lists stay at the last one. */
const MAX_LIST_LEVEL = 8;
/** How far a list level's text sits from the margin (twips); matches styles.ts. */
const LIST_INDENT = 720;

const HEADINGS = {
  h1: HeadingLevel.HEADING_1,
  h2: HeadingLevel.HEADING_2,
  h3: HeadingLevel.HEADING_3,
  h4: HeadingLevel.HEADING_4,
  h5: HeadingLevel.HEADING_5,
  h6: HeadingLevel.HEADING_6,
} as const;

const BLOCK_TAGS = new Set([
  ...Object.keys(HEADINGS),
  "p",
  "div",
  "blockquote",
  "ul",
  "ol",
  "li",
  "pre",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);

/** The list item a paragraph belongs to; only its first paragraph carries the bullet or number. */
type ListItem = {
  readonly kind: "bullet" | "ordered";
  readonly level: number;
  readonly instance: number;
  numbered: boolean;
};

type Context = {
  readonly rtl: boolean;
  readonly quote: boolean;
  readonly marks: Marks;
  readonly item: ListItem | null;
  /** Hands out a new number for each ordered list, so that each starts again at 1. */
  readonly nextListInstance: () => number;
};

/** Converts sanitised HTML (parsed by parse5) to Word paragraphs and tables. */
export function htmlNodesToBlocks(nodes: readonly ChildNode[], rtl: boolean): Block[] {
  let instances = 0;
  return blocks(nodes, {
    rtl,
    quote: false,
    marks: {},
    item: null,
    nextListInstance: () => ++instances,
  });
}

function blocks(nodes: readonly ChildNode[], ctx: Context): Block[] {
  const out: Block[] = [];
  let inline: ChildNode[] = [];
  const flush = () => {
    const segments = inlineSegments(inline, ctx.marks);
    if (segments.length) out.push(paragraph(segments, ctx));
    inline = [];
  };
  for (const node of nodes) {
    if (!isElement(node) || !BLOCK_TAGS.has(node.tagName)) {
      inline.push(node);
      continue;
    }
    flush();
    out.push(...block(node, ctx));
  }
  flush();
  return out;
}

function block(element: Element, ctx: Context): Block[] {
  const tag = element.tagName;
  if (tag in HEADINGS) {
    const segments = inlineSegments(element.childNodes, ctx.marks);
    if (!segments.length) return [];
    return [paragraph(segments, ctx, HEADINGS[tag as keyof typeof HEADINGS])];
  }
  switch (tag) {
    case "p": {
      const segments = inlineSegments(element.childNodes, ctx.marks);
      return segments.length ? [paragraph(segments, ctx)] : [];
    }
    case "blockquote":
      return blocks(element.childNodes, { ...ctx, quote: true });
    case "ul":
    case "ol":
      return list(element, ctx);
    case "li":
      // An item outside any list (the parser keeps such HTML as it is): a bulleted item.
      return listItem(element, ctx, "bullet", 0);
    case "pre":
      return [codeBlock(element, ctx)];
    case "table":
      return [table(element, ctx)];
    default:
      // div, and table parts found outside a table: their content, in order.
      return blocks(element.childNodes, ctx);
  }
}

function list(element: Element, ctx: Context): Block[] {
  const kind = element.tagName === "ol" ? "ordered" : "bullet";
  const level = ctx.item ? Math.min(ctx.item.level + 1, MAX_LIST_LEVEL) : 0;
  const instance = kind === "ordered" ? ctx.nextListInstance() : 0;
  const out: Block[] = [];
  for (const child of element.childNodes) {
    if (isElement(child) && child.tagName === "li") {
      out.push(...listItem(child, ctx, kind, level, instance));
    } else if (isElement(child)) {
      out.push(...blocks([child], ctx));
    }
  }
  return out;
}

function listItem(
  element: Element,
  ctx: Context,
  kind: ListItem["kind"],
  level: number,
  instance = ctx.nextListInstance(),
): Block[] {
  const item: ListItem = { kind, level, instance, numbered: false };
  const out = blocks(element.childNodes, { ...ctx, item });
  // An empty item still shows its bullet or number, as a browser does.
  if (!item.numbered) out.unshift(paragraph([], { ...ctx, item }));
  return out;
}

function codeBlock(element: Element, ctx: Context): Paragraph {
  const lines = textOf(element).replace(/\n$/, "").split("\n");
  return new Paragraph({
    style: CODE_BLOCK_STYLE,
    children: lines.map(
      (line, index) => new TextRun({ text: line, break: index > 0 ? 1 : undefined }),
    ),
    ...listIndent(ctx),
  });
}

function textOf(node: ChildNode): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!isElement(node)) return "";
  if (node.tagName === "br") return "\n";
  return node.childNodes.map(textOf).join("");
}

function table(element: Element, ctx: Context): Table {
  const rows = tableRows(element);
  const columns = Math.max(1, ...rows.map((row) => row.cells.length));
  const inner: Context = { ...ctx, quote: false, item: null };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    visuallyRightToLeft: ctx.rtl,
    rows: (rows.length ? rows : [{ header: false, cells: [] }]).map(
      (row) =>
        new TableRow({
          tableHeader: row.header,
          children: Array.from({ length: columns }, (_, index) => {
            const cell = row.cells[index];
            const content = cell
              ? blocks(cell.childNodes, {
                  ...inner,
                  marks: cell.tagName === "th" ? { ...ctx.marks, bold: true } : ctx.marks,
                })
              : [];
            return new TableCell({
              children: content.length ? content : [new Paragraph({ bidirectional: ctx.rtl })],
            });
          }),
        }),
    ),
  });
}

/** The rows of a table in order, whether or not they sit in thead or tbody. */
function tableRows(element: Element): { header: boolean; cells: Element[] }[] {
  const rows: { header: boolean; cells: Element[] }[] = [];
  const visit = (node: Element, inHead: boolean) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      if (child.tagName === "tr") {
        const cells = child.childNodes.filter(
          (c): c is Element => isElement(c) && (c.tagName === "td" || c.tagName === "th"),
        );
        rows.push({ header: inHead, cells });
      } else if (child.tagName === "thead" || child.tagName === "tbody") {
        visit(child, child.tagName === "thead");
      }
    }
  };
  visit(element, false);
  return rows;
}

/** Paragraphs after the first one of a list item line up with its text. */
function listIndent(ctx: Context) {
  return ctx.item ? { indent: { left: LIST_INDENT * (ctx.item.level + 1) } } : {};
}

function paragraph(
  segments: readonly Segment[],
  ctx: Context,
  heading?: (typeof HeadingLevel)[keyof typeof HeadingLevel],
): Paragraph {
  const item = ctx.item;
  const numbering =
    item && !item.numbered
      ? item.kind === "ordered"
        ? { reference: ORDERED_LIST, level: item.level, instance: item.instance }
        : { reference: BULLET_LIST, level: item.level }
      : undefined;
  if (item) item.numbered = true;
  return new Paragraph({
    heading,
    style: !heading && ctx.quote ? QUOTE_STYLE : undefined,
    bidirectional: ctx.rtl || undefined,
    children: runs(segments, ctx.rtl),
    ...(numbering ? { numbering } : listIndent(ctx)),
  });
}

function textRun(segment: Segment, rtl: boolean, link: boolean): TextRun {
  if (segment.kind === "break") return new TextRun({ break: 1 });
  const { marks } = segment;
  return new TextRun({
    text: segment.text,
    bold: marks.bold,
    italics: marks.italics,
    underline: marks.underline ? {} : undefined,
    font: marks.code ? CODE_FONT : undefined,
    rightToLeft: rtl || undefined,
    style: link ? "Hyperlink" : undefined,
  });
}

/** Runs for the segments; neighbouring segments with the same link become one hyperlink. */
function runs(segments: readonly Segment[], rtl: boolean): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  let index = 0;
  while (index < segments.length) {
    const segment = segments[index] as Segment;
    const href = segment.kind === "text" ? segment.href : null;
    if (!href) {
      out.push(textRun(segment, rtl, false));
      index++;
      continue;
    }
    const children: TextRun[] = [];
    while (index < segments.length) {
      const next = segments[index] as Segment;
      if (next.kind !== "text" || next.href !== href) break;
      children.push(textRun(next, rtl, true));
      index++;
    }
    out.push(new ExternalHyperlink({ link: href, children }));
  }
  return out;
}
