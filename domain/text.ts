const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

// Tags that separate words; inline tags (strong, em, a, span...) do not.
const BLOCK_TAG =
  /<\/?(p|div|br|hr|h[1-6]|li|ul|ol|dl|dt|dd|table|thead|tbody|tr|td|th|blockquote|pre|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;

/** The readable text of an HTML fragment: tags removed, entities decoded, white space folded. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(BLOCK_TAG, " ")
    .replace(/<[^>]*>/g, "")
    .replace(ENTITY, decodeEntity)
    .replace(/\s+/g, " ")
    .trim();
}

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

function decodeEntity(entity: string, code: string): string {
  if (code.startsWith("#x") || code.startsWith("#X"))
    return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
  if (code.startsWith("#")) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
  return ENTITIES[code.toLowerCase()] ?? entity;
}

/**
 * The text a user copies (spec section 5): headings and paragraphs set apart by blank lines, list
 * items as bullets, table cells separated by tabs, runs of blank lines collapsed to one.
 */
export function htmlToCopyText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")
    .replace(/\s+/g, " ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/?(h[1-6]|p)\b[^>]*>/gi, "\n\n")
    .replace(/<li\b[^>]*>/gi, "\n• ")
    .replace(/<\/(ul|ol|div|blockquote|pre|tr|table|thead|tbody)>/gi, "\n")
    .replace(/<\/t[dh]>/gi, "\t")
    .replace(/<[^>]*>/g, "")
    .replace(ENTITY, decodeEntity)
    .replace(/[ \t]*\n[ \t]*/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

// Scripts written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer, Myanmar).
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
// ICU's word breaker uses its dictionaries for these scripts whatever the locale.
const segmenter = new Intl.Segmenter(undefined, { granularity: "word" });

/**
 * Words in an HTML fragment, split on white space (spec section 5); a run of a script written
 * without spaces counts the words `Intl.Segmenter` finds in it, so a Chinese or Japanese text has
 * a word count (and a reading time) of the same order as its English translation.
 */
export function countWords(html: string): number {
  const text = htmlToPlainText(html);
  if (text === "") return 0;
  let words = 0;
  for (const token of text.split(" ")) {
    if (!UNSPACED.test(token)) words += 1;
    else for (const part of segmenter.segment(token)) if (part.isWordLike) words += 1;
  }
  return words;
}
