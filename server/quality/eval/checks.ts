import { contentTypeOf } from "@domain/content-types";
import type { GenerationInput } from "@domain/generation-input";
import { ALLOWED_TAGS } from "@domain/html/sanitize";
import { isValidSlug } from "@domain/slug";
import { countWords, htmlToPlainText } from "@domain/text";
import { type FinalContent, faqFits, faqHeading, targetWords, writtenIn } from "../../generation";

/**
 * The product's hard constraints on a generated post (issue 11). `byModel` marks the ones only
 * the model can meet (how long it writes, in which language); the pipeline enforces the others
 * whatever the model writes. The checks read the stored post as a reader would, independently of
 * the code that produced it.
 */
export const CONSTRAINTS = [
  { id: "title", label: "title<=60", byModel: false },
  { id: "meta", label: "meta 120-160", byModel: false },
  { id: "slug", label: "slug", byModel: false },
  { id: "tags", label: "tags", byModel: false },
  { id: "noH1", label: "no h1", byModel: false },
  { id: "levels", label: "levels", byModel: false },
  { id: "titleHeading", label: "no title h", byModel: false },
  { id: "emptySection", label: "no empty s.", byModel: false },
  { id: "faq", label: "faq fits", byModel: false },
  { id: "keywords", label: "kw 3-8", byModel: false },
  { id: "social", label: "caption+#", byModel: false },
  { id: "video", label: "video desc", byModel: false },
  { id: "length", label: "length±25%", byModel: true },
  { id: "language", label: "language", byModel: true },
] as const;
export type ConstraintId = (typeof CONSTRAINTS)[number]["id"];

/** true: met; false: broken; null: does not apply to this type. */
export type Checks = Record<ConstraintId, boolean | null>;

type Heading = { level: number; text: string; end: number; start: number };

function headingsOf(html: string): Heading[] {
  return [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map((m) => ({
    level: Number(m[1]),
    text: htmlToPlainText(m[2] ?? ""),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** A heading with nothing to read before the next heading, unless that one is its subsection. */
function hasEmptySection(html: string, headings: Heading[]): boolean {
  return headings.some((heading, i) => {
    const next = headings[i + 1];
    const body = html.slice(heading.end, next?.start ?? html.length);
    return htmlToPlainText(body) === "" && !(next && next.level > heading.level);
  });
}

export function checkPost(input: GenerationInput, post: FinalContent): Checks {
  const html = post.content;
  const headings = headingsOf(html);
  const tags = [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((m) => (m[1] ?? "").toLowerCase());
  const words = countWords(html);
  const target = targetWords(input);
  const faq = headings.some(
    (h) =>
      fold(h.text) === fold(faqHeading(input.language)) ||
      /^(faq|frequentlyaskedquestions)$/.test(fold(h.text)),
  );
  let previous = 1;
  const levels = headings.every((h) => {
    const ok = h.level <= previous + 1;
    previous = h.level;
    return ok;
  });
  return {
    title: post.title.length > 0 && post.title.length <= 60,
    meta: post.metaDescription.length >= 120 && post.metaDescription.length <= 160,
    slug: isValidSlug(post.slug) && post.slug.length < 60,
    tags: tags.every((tag) => (ALLOWED_TAGS as readonly string[]).includes(tag)),
    noH1: headings.every((h) => h.level !== 1),
    levels,
    titleHeading: headings.every((h) => fold(h.text) !== fold(post.title)),
    emptySection: !hasEmptySection(html, headings),
    faq: !faq || faqFits(input),
    keywords: post.keywords.length >= 3 && post.keywords.length <= 8,
    social:
      input.contentType === "social"
        ? Boolean(post.caption?.trim()) && post.hashtags.length > 0
        : null,
    video: input.contentType === "video" ? Boolean(post.videoDescription?.trim()) : null,
    length: contentTypeOf(input.contentType).longForm
      ? words >= target * 0.75 && words <= target * 1.25
      : null,
    language: writtenIn(htmlToPlainText(html), input.language),
  };
}
