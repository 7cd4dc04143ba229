/**
 * A small tree for HTML the sanitiser has already written (domain/html/sanitize.ts): lower-case
 * tags, double-quoted attributes, text escaped the way `innerHTML` escapes it, no comments, no
 * raw-text elements. Reading that subset needs no DOM, so the diff (diff.ts) runs the same on the
 * server and in the browser. Never feed it unsanitised HTML.
 */

export type HtmlElement = { tag: string; attrs: [string, string][]; children: HtmlNode[] };
export type HtmlNode = HtmlElement | string;

/** Elements with no content and no end tag (only `br` is in the allow-list). */
const VOID = new Set(["br", "wbr", "img", "hr", "input"]);

/** Block-level tags: aligned as blocks, never inside an `ins` or `del`. */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "div",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);

export const isBlock = (node: HtmlNode): node is HtmlElement =>
  typeof node !== "string" && BLOCK_TAGS.has(node.tag);

export function hasBreak(nodes: readonly HtmlNode[]): boolean {
  return nodes.some(
    (node) => typeof node !== "string" && (node.tag === "br" || hasBreak(node.children)),
  );
}

/** Blocks compared whole: changed at all, they are deleted and inserted again. */
export const ATOMIC_TAGS: ReadonlySet<string> = new Set(["pre", "table"]);

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X"
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Text escaped as `innerHTML` writes it. */
export function escapeText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/\u00a0/g, "&nbsp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** An attribute value escaped as `innerHTML` writes it (and `<`, `>` as newer browsers do). */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/\u00a0/g, "&nbsp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*"[^"]*")?)*)\s*\/?>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*"([^"]*)")?/g;

/** Reads sanitised HTML into a list of top-level nodes. */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: "#root", attrs: [], children: [] };
  const stack: HtmlElement[] = [root];
  let index = 0;
  let text = "";
  const flush = () => {
    if (text !== "") (stack.at(-1) as HtmlElement).children.push(decode(text));
    text = "";
  };
  while (index < html.length) {
    const lt = html.indexOf("<", index);
    if (lt < 0) {
      text += html.slice(index);
      break;
    }
    text += html.slice(index, lt);
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      index = end < 0 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) {
      text += "<";
      index = lt + 1;
      continue;
    }
    flush();
    index = TAG.lastIndex;
    const tag = (match[2] as string).toLowerCase();
    if (match[1] === "/") {
      const open = stack.findLastIndex((element) => element.tag === tag);
      if (open > 0) stack.length = open;
      continue;
    }
    const attrs: [string, string][] = [];
    for (const attribute of (match[3] ?? "").matchAll(ATTRIBUTE)) {
      attrs.push([(attribute[1] as string).toLowerCase(), decode(attribute[2] ?? "")]);
    }
    const element: HtmlElement = { tag, attrs, children: [] };
    (stack.at(-1) as HtmlElement).children.push(element);
    if (!VOID.has(tag)) stack.push(element);
  }
  flush();
  return root.children;
}

export function openTag(element: Pick<HtmlElement, "tag" | "attrs">): string {
  const attrs = element.attrs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
  return `<${element.tag}${attrs.join("")}>`;
}

/** An element around HTML already written. */
export function wrapHtml(element: Pick<HtmlElement, "tag" | "attrs">, inner: string): string {
  return `${openTag(element)}${inner}${closeTag(element.tag)}`;
}

export function closeTag(tag: string): string {
  return VOID.has(tag) ? "" : `</${tag}>`;
}

export function serializeNodes(nodes: readonly HtmlNode[]): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") out += escapeText(node);
    else out += openTag(node) + serializeNodes(node.children) + closeTag(node.tag);
  }
  return out;
}

export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find(([key]) => key === name)?.[1];
}

export function textOf(nodes: readonly HtmlNode[]): string {
  let out = "";
  for (const node of nodes) out += typeof node === "string" ? node : textOf(node.children);
  return out;
}

/** One word, space run, CJK character or punctuation mark, with the inline elements around it. */
export type Token = {
  /** The text, or "" for a `br`. */
  text: string;
  /** Open tags of the inline elements around it, outermost first (a `br` ends with its own). */
  marks: string[];
};

export const tokenKey = (token: Token): string => `${token.marks.join("")}\u0000${token.text}`;

// Scripts written without spaces between words: each character is a token.
const CHARACTER_SCRIPTS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}_]/u;
const SPACE = /\s/u;

/** Splits text into words, space runs, single CJK characters and single other characters. */
export function splitWords(text: string): string[] {
  const out: string[] = [];
  const chars = Array.from(text);
  let i = 0;
  while (i < chars.length) {
    const c = chars[i] as string;
    let j = i + 1;
    if (SPACE.test(c)) {
      while (j < chars.length && SPACE.test(chars[j] as string)) j++;
    } else if (WORD_CHARACTER.test(c) && !CHARACTER_SCRIPTS.test(c)) {
      const word = (k: number) =>
        k < chars.length &&
        WORD_CHARACTER.test(chars[k] as string) &&
        !CHARACTER_SCRIPTS.test(chars[k] as string);
      // Letters, digits and combining marks; an apostrophe between letters stays in the word.
      while (word(j) || (/['\u2019]/.test(chars[j] ?? "") && word(j + 1))) j++;
    } else if (!CHARACTER_SCRIPTS.test(c)) {
      // Combining marks after punctuation or an emoji stay with it.
      while (j < chars.length && /^(?:\p{M}|\u200d|\ufe0f)$/u.test(chars[j] as string)) j++;
    }
    out.push(chars.slice(i, j).join(""));
    i = j;
  }
  return out;
}

/** The tokens of a run of inline nodes. */
export function tokenize(nodes: readonly HtmlNode[], marks: string[] = [], out: Token[] = []) {
  for (const node of nodes) {
    if (typeof node === "string") {
      for (const word of splitWords(node)) out.push({ text: word, marks });
    } else if (VOID.has(node.tag)) {
      out.push({ text: "", marks: [...marks, openTag(node)] });
    } else {
      tokenize(node.children, [...marks, openTag(node)], out);
    }
  }
  return out;
}

const tagName = (open: string): string => /^<([a-z0-9]+)/i.exec(open)?.[1] ?? "";

/**
 * Writes tokens back as HTML, sharing each inline element between the tokens that have it at
 * the same depth (so `<strong>a</strong><strong>b</strong>` is written `<strong>ab</strong>`).
 */
export function serializeTokens(tokens: readonly Token[]): string {
  let out = "";
  const open: string[] = [];
  for (const token of tokens) {
    const isVoid = token.text === "" && token.marks.length > 0;
    const marks = isVoid ? token.marks.slice(0, -1) : token.marks;
    let shared = 0;
    while (shared < open.length && shared < marks.length && open[shared] === marks[shared]) {
      shared++;
    }
    while (open.length > shared) out += closeTag(tagName(open.pop() as string));
    for (const mark of marks.slice(shared)) {
      open.push(mark);
      out += mark;
    }
    out += isVoid ? (token.marks.at(-1) as string) : escapeText(token.text);
  }
  while (open.length > 0) out += closeTag(tagName(open.pop() as string));
  return out;
}
