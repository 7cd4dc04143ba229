import type { ContentType } from "@domain/content-types";
import type { DerivedPart } from "@domain/generation-notes";
import { cleanKeywords } from "@domain/keywords";
import { isValidSlug, slugify } from "@domain/slug";
import { htmlToPlainText } from "@domain/text";
import { transliterate } from "transliteration";
import type { MetadataAnswer } from "./answers";

/**
 * Metadata the model did not give in shape is taken from the model's own text and the user's
 * own words, never invented, and every part taken that way is named so the post can say so.
 */

/** The body's sentences, without its headings. */
function sentencesOf(html: string): string[] {
  const text = htmlToPlainText(html.replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/gi, " "));
  return (text.match(/[^.!?。！？]+[.!?。！？]?/g) ?? [text]).map((s) => s.trim()).filter(Boolean);
}

/** Sentences from the start until the text has at least `min` characters. */
function opening(sentences: readonly string[], min: number, most = sentences.length): string {
  let text = "";
  for (const sentence of sentences.slice(0, most)) {
    if (text.length >= min) break;
    text = text ? `${text} ${sentence}` : sentence;
  }
  return text;
}

/**
 * Words of the text, most frequent first: long words it repeats (the likely subject), then the
 * title's words, then any other word of three letters or more (so three are always found in a
 * text that has them).
 */
function candidateWords(text: string, title: string): string[] {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/\p{L}{3,}/gu) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const byCount = [...counts].sort((a, b) => b[1] - a[1]);
  return [
    ...byCount.filter(([word, count]) => count > 1 && word.length >= 6).map(([word]) => word),
    ...(title.toLowerCase().match(/\p{L}{3,}/gu) ?? []),
    ...byCount.map(([word]) => word),
  ];
}

/**
 * A slug under 60 characters cut at a hyphen, or "" when nothing usable is left. Words in other
 * scripts are romanised first (Chinese as pinyin, Japanese kana as romaji, Hindi and Arabic
 * letter by letter), so a post in any language gets an ASCII slug.
 */
export function shortSlug(text: string): string {
  const slug = slugify(transliterate(text));
  if (slug.length < 60) return slug;
  const cut = slug.slice(0, 59);
  return slug[59] === "-" ? cut : cut.slice(0, Math.max(0, cut.lastIndexOf("-")));
}

/** The model's value when it gave one; otherwise `from()`, with the part noted as derived. */
function taker(derived: DerivedPart[]) {
  return <V>(value: V | undefined, part: DerivedPart, from: () => V): V => {
    if (value !== undefined && (typeof value !== "string" || value.trim() !== "")) return value;
    derived.push(part);
    return from();
  };
}

export type Completed = { metadata: MetadataAnswer; derived: DerivedPart[] };

/**
 * The metadata for a finished text: the model's fields where it gave them, the rest taken from
 * the text (meta description, synopsis, abstract), the title (slug) and the user's keywords.
 */
export function completeMetadata(
  given: Partial<MetadataAnswer>,
  context: { title: string; html: string; keywords: readonly string[]; contentType: ContentType },
): Completed {
  const derived: DerivedPart[] = [];
  const sentences = sentencesOf(context.html);
  const take = taker(derived);
  // A meta description shorter than 120 characters is lengthened with the text's own sentences.
  const metaDescription = take(given.metaDescription, "metaDescription", () =>
    opening(sentences, 120, 4),
  );
  const synopsis = take(given.synopsis, "synopsis", () => opening(sentences, 1, 2));
  const abstract = take(given.abstract, "abstract", () => opening(sentences, 300, 5));
  let slug = shortSlug(given.slug ?? "");
  if (!isValidSlug(slug)) {
    derived.push("slug");
    const today = `${context.contentType} ${new Date().toISOString().slice(0, 10)}`;
    slug =
      // From the title as it will be stored (tags removed), never the model's raw markup.
      [htmlToPlainText(context.title), context.keywords.join(" "), today]
        .map(shortSlug)
        .find(isValidSlug) ?? "";
  }
  let keywords = cleanKeywords(given.keywords ?? []).slice(0, 8);
  if (keywords.length < 3) {
    derived.push("keywords");
    keywords = cleanKeywords([
      ...keywords,
      ...context.keywords,
      ...candidateWords(htmlToPlainText(context.html), context.title),
    ]).slice(0, 3);
  }
  return {
    metadata: {
      metaDescription:
        metaDescription.length < 120
          ? opening([metaDescription, ...sentences], 120)
          : metaDescription,
      synopsis,
      abstract,
      slug,
      keywords,
    },
    derived,
  };
}

/** A social post's caption and hashtags, or a video's description, when the model gave none. */
export function completeExtras(
  given: { caption?: string; hashtags?: string[]; videoDescription?: string },
  context: { html: string; keywords: readonly string[]; contentType: ContentType },
): {
  values: { caption?: string; hashtags?: string[]; videoDescription?: string };
  derived: DerivedPart[];
} {
  const derived: DerivedPart[] = [];
  const sentences = sentencesOf(context.html);
  const take = taker(derived);
  if (context.contentType === "social") {
    const caption = take(given.caption, "caption", () => sentences[0] ?? "");
    const tags = (given.hashtags ?? []).filter((tag) => tag.replace(/^#+/, "").trim() !== "");
    const hashtags = take(tags.length ? tags : undefined, "hashtags", () =>
      context.keywords.map((keyword) => `#${keyword.replace(/[^\p{L}\p{N}]+/gu, "")}`),
    );
    return { values: { caption, hashtags }, derived };
  }
  if (context.contentType === "video") {
    const videoDescription = take(given.videoDescription, "videoDescription", () =>
      opening(sentences, 150, 4),
    );
    return { values: { videoDescription }, derived };
  }
  return { values: {}, derived };
}
