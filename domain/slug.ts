/** URL slugs (spec section 5, "Website content form"). */

export const SLUG_MAX_LENGTH = 80;

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Latin letters that do not decompose into a base letter plus accents. */
const LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
};

/**
 * A slug from free text: accents dropped (é → e), lowercase, characters other than a-z, 0-9, space
 * and hyphen removed, white space turned into hyphens, repeated hyphens collapsed, no hyphen at
 * either end, at most SLUG_MAX_LENGTH characters cut at a word boundary. "" when nothing is left.
 */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøđðłþı]/g, (letter) => LETTERS[letter] ?? "")
    .replace(/\s+/g, " ")
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/ /g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  if (slug[SLUG_MAX_LENGTH] === "-") return cut;
  const lastHyphen = cut.lastIndexOf("-");
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut;
}

/** Lowercase letters and digits in groups joined by single hyphens. */
export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}
