import { type AnalysisInput, analyzeContent } from "@domain/analysis";
import type { ContentType } from "@domain/content-types";
import type { Evidence } from "@domain/evidence";
import { sanitizeHtml } from "@domain/html/sanitize";
import { isValidSlug } from "@domain/slug";
import { countWords, htmlToPlainText } from "@domain/text";
import { shortSlug } from "./derive";
import { tidyHeadings } from "./headings";
import type { DraftContent } from "./types";

const TITLE_MAX = 60;
const META_MAX = 160;
const KEYWORDS_MAX = 8;

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
 * Turns the model's draft into what is stored: HTML sanitised with the shared allow-list and its
 * headings tidied (no h1, none repeating the title, none empty, no skipped level), plain text
 * everywhere else, the title fitted to 60 characters and the meta description to 160, the slug
 * normalised under 60 characters, at most 8 keywords, words counted, and the analyser's report.
 * Nothing here writes words of its own: it only cleans and measures the model's (what the
 * pipeline had to take from elsewhere it records itself, see ./derive).
 */
export function finalizeDraft(
  draft: Omit<DraftContent, "fallbacks">,
  context: {
    contentType: ContentType;
    language: string;
    /**
     * The user's own keyphrases the plan checks one by one (multi-keyword targeting): they lead
     * the stored keywords, so the report checks what the user asked for. Empty: the model's.
     */
    focusKeyphrases?: readonly string[];
    /** The piece's fact check: the report's Evidence section and its GEO counts read it. */
    evidence?: Evidence;
    /** The voice it was written in (issue 29): the report's Voice section measures it. */
    voice?: AnalysisInput["voice"];
  },
) {
  const title = plain(draft.title, TITLE_MAX);
  const html = tidyHeadings(sanitizeHtml(draft.html), htmlToPlainText(draft.title));
  const metaDescription = plain(draft.metaDescription, META_MAX);
  const candidate = shortSlug(draft.slug);
  const slug = isValidSlug(candidate) ? candidate : shortSlug(title);
  const focus = context.focusKeyphrases ?? [];
  const keywords = [
    ...new Set(
      [...focus, ...draft.keywords].map((k) => plain(k, 60).toLowerCase()).filter(Boolean),
    ),
  ].slice(0, KEYWORDS_MAX);
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
    focusKeyphrases: Math.max(1, focus.length),
    contentType: context.contentType,
    language: context.language as Parameters<typeof analyzeContent>[0]["language"],
    evidence: context.evidence && {
      ...context.evidence.counts,
      withSources: context.evidence.withSources,
    },
    ...(context.voice ? { voice: context.voice } : {}),
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
