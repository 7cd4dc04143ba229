/**
 * Keywords typed as one comma-separated line (spec section 5, "Post editor" and the create form).
 * The same rules and limits apply wherever a user enters keywords, so a post made by the
 * generator can always be saved again from the editor.
 */

/** Most keywords a post keeps; the first one is the analyser's focus keyword. */
export const MAX_KEYWORDS = 10;

/** Longest keyword, in characters. */
export const MAX_KEYWORD_LENGTH = 60;

/**
 * Cleans a list of keywords: each is trimmed with inner white space folded to one space, empty
 * ones are dropped, and a repeat of an earlier keyword (ignoring case) is dropped, keeping the
 * first spelling. Order is kept, because the first keyword is the focus keyword. No cap here:
 * schemas reject too many or too long keywords with a message instead of cutting silently.
 */
export function cleanKeywords(parts: readonly string[]): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of parts) {
    const keyword = part.trim().replace(/\s+/g, " ");
    const key = keyword.toLowerCase();
    if (keyword === "" || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

/**
 * The commas a keyword line may use: the Latin one, the full-width and ideographic ones Chinese
 * and Japanese keyboards type (，、) and the Arabic one (،).
 */
const KEYWORD_SEPARATORS = /[,，、،]/;

/** "seo, , Content  marketing,SEO" gives ["seo", "Content marketing"]; "咖啡，烘焙" two keywords. */
export function parseKeywords(text: string): string[] {
  return cleanKeywords(text.split(KEYWORD_SEPARATORS));
}

/** The list as the editor's single line shows it. */
export function formatKeywords(keywords: readonly string[]): string {
  return keywords.join(", ");
}
