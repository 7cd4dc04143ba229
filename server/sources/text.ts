/**
 * The text kept from a source: plain text only. Markup and scripts never survive (a tag-like run
 * is dropped, a script or style block with its content), control characters go, spaces are
 * collapsed, a huge line is split, and the whole is cut at the plan's character cap.
 */

/** A line longer than this is split (at a sentence end, else a space, else anywhere). */
export const LINE_MAX = 2_000;

const BLOCKS =
  /<(script|style|noscript|template|iframe|object|embed|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const OPEN_BLOCK =
  /<(script|style|noscript|template|iframe|object|embed|svg|math)\b[^>]*>[\s\S]*$/i;
const TAG = /<\/?[a-z!?][^<>]*>/gi;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;
// C0 and C1 controls but tab and newline, zero-width and bidi controls, the BOM.
const CONTROLS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Markup written into a text (a pasted page, a Markdown file's raw HTML) taken out. */
export function stripMarkup(text: string): string {
  // Until nothing changes: taking a tag out can join the pieces of another ("<scr<b>ipt>").
  let out = text;
  for (let pass = 0; pass < 10; pass++) {
    const next = out
      .replace(COMMENT, " ")
      .replace(BLOCKS, " ")
      .replace(OPEN_BLOCK, " ")
      .replace(TAG, " ");
    if (next === out) break;
    out = next;
  }
  // A tag left unclosed loses its "<" ("1 < 2" keeps it: a space follows).
  return out.replace(/<(?=\/?[a-z!?])/gi, "");
}

/** A long line as lines of at most `max` characters, cut at sentence ends or spaces. */
export function splitLine(line: string, max = LINE_MAX): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const sentence = Math.max(
      ...[". ", "! ", "? ", "。", "！", "？", "। ", "؟ "].map((end) => window.lastIndexOf(end)),
    );
    const space = window.lastIndexOf(" ");
    const cut = sentence > max / 2 ? sentence + 1 : space > max / 2 ? space : max;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trimStart();
  }
  if (rest.trim()) out.push(rest.trim());
  return out;
}

/**
 * The stored form of an extracted text: markup out, controls out, spaces collapsed inside lines,
 * at most one blank line between paragraphs, long lines split, at most `maxCharacters`.
 */
export function cleanText(raw: string, maxCharacters: number): { text: string; cut: boolean } {
  const lines = stripMarkup(raw.normalize("NFC"))
    .replace(/\r\n?/g, "\n")
    .replace(CONTROLS, "")
    .split("\n")
    .map((line) => line.replace(/[\t \u00a0\u3000]+/g, " ").trim())
    .flatMap((line) => (line.length > LINE_MAX ? splitLine(line) : [line]));
  const text = lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (text.length <= maxCharacters) return { text, cut: false };
  const cut = text.slice(0, maxCharacters);
  const space = cut.lastIndexOf(" ");
  return { text: (space > maxCharacters * 0.9 ? cut.slice(0, space) : cut).trim(), cut: true };
}

/** Markdown as plain text: its syntax dropped, the words kept. */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/^```.*$/gm, "")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^[ \t]{0,3}(#{1,6}|>+|[-*+]|\d+[.)])[ \t]+/gm, "")
    .replace(/^[ \t]{0,3}([-*_][ \t]*){3,}$/gm, "")
    .replace(/(\*\*|__|~~|`)/g, "")
    .replace(/^\|(.*)\|$/gm, (_, row: string) => row.split("|").join(" "));
}
