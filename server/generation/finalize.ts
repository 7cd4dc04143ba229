import { analyzeContent } from "@domain/analysis";
import type { ContentType } from "@domain/content-types";
import { sanitizeHtml } from "@domain/html/sanitize";
import { isValidSlug, slugify } from "@domain/slug";
import { countWords, htmlToPlainText } from "@domain/text";
import type { DraftContent } from "./types";

const META_MAX = 160;

/** Cuts text to `max` characters at a word boundary, ending with an ellipsis when cut. */
export function fitText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

function plain(text: string | undefined, max: number): string {
  return fitText(htmlToPlainText(text ?? ""), max);
}

/**
 * Turns the model's draft into what is stored: HTML sanitised with the shared allow-list, plain
 * text everywhere else, the meta description fitted to 160 characters, the slug normalised (from
 * the title when the model's is unusable), keywords cleaned, words counted, and the analyser's
 * report. Nothing here writes words of its own: it only cleans and measures the model's.
 */
export function finalizeDraft(
  draft: DraftContent,
  context: { contentType: ContentType; language: string },
) {
  const html = sanitizeHtml(draft.html);
  const title = plain(draft.title, 200);
  const metaDescription = plain(draft.metaDescription, META_MAX);
  const candidate = slugify(draft.slug);
  const slug = isValidSlug(candidate) ? candidate : slugify(title);
  const keywords = [
    ...new Set(draft.keywords.map((k) => plain(k, 60).toLowerCase()).filter(Boolean)),
  ].slice(0, 10);
  const hashtags = [
    ...new Set(
      (draft.hashtags ?? [])
        .map(
          (tag) =>
            `#${htmlToPlainText(tag)
              .replace(/^#+/, "")
              .replace(/[^\p{L}\p{N}_]/gu, "")}`,
        )
        .filter((tag) => tag.length > 1),
    ),
  ].slice(0, 15);
  const analysis = analyzeContent({
    html,
    title,
    metaDescription,
    slug,
    keywords,
    contentType: context.contentType,
    language: context.language as Parameters<typeof analyzeContent>[0]["language"],
  });
  return {
    title,
    content: html,
    wordCount: countWords(html),
    metaDescription,
    synopsis: plain(draft.synopsis, 600),
    abstract: plain(draft.abstract, 1200),
    slug,
    keywords,
    caption: draft.caption === undefined ? null : plain(draft.caption, 2200),
    hashtags,
    videoDescription:
      draft.videoDescription === undefined ? null : plain(draft.videoDescription, 5000),
    analysis,
  };
}

export type FinalContent = ReturnType<typeof finalizeDraft>;
