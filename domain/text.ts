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
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Words in an HTML fragment, split on white space (spec section 5). */
export function countWords(html: string): number {
  const text = htmlToPlainText(html);
  return text === "" ? 0 : text.split(" ").length;
}
