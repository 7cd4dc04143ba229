/**
 * The admin's website content form and its list query (spec sections 2 "Admin tabs", 3
 * "website_content", 5 "Website content form"; decisions "Routes"). Checked the same way in the
 * browser and by the API; messages are keys of the `admin` namespace.
 */
import { z } from "zod";
import { type AnalysisReport, analyzeContent } from "../analysis";
import type { MessageParams, ParseResult } from "../api/errors";
import type { ContentType } from "../content-types/types";
import { messageKeyOr } from "../generation-input";
import { MAX_HTML_LENGTH, sanitizeHtml } from "../html/sanitize";
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS, parseKeywords } from "../keywords";
import { isValidSlug, SLUG_MAX_LENGTH } from "../slug";
import { htmlToPlainText } from "../text";
import {
  BLOG_TYPE_KEYWORDS,
  CONTENT_STATUSES,
  type ContentStatus,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  URL_MAX,
  WEBSITE_CONTENT_TYPES,
  type WebsiteContentType,
} from "./content";
import { videoEmbedUrl } from "./video";

export const CONTENT_LIMITS = { title: 200, excerpt: 500, url: URL_MAX } as const;

/** Items per page of the admin list. */
export const ADMIN_CONTENT_PAGE_SIZE = 20;
export const ADMIN_SEARCH_MAX = 100;

const M = {
  titleRequired: "admin:content.errors.titleRequired",
  slugRequired: "admin:content.errors.slugRequired",
  slugInvalid: "admin:content.errors.slugInvalid",
  slugKeyword: "admin:content.errors.slugKeyword",
  contentRequired: "admin:content.errors.contentRequired",
  tooLong: "admin:content.errors.tooLong",
  httpsOnly: "admin:content.errors.httpsOnly",
  videoHost: "admin:content.errors.videoHost",
  invalid: "admin:content.errors.invalid",
  tooManyKeywords: "admin:content.errors.tooManyKeywords",
  keywordTooLong: "admin:content.errors.keywordTooLong",
} as const;
export const ADMIN_CONTENT_MESSAGES = {
  ...M,
  slugTaken: "admin:content.errors.slugTaken",
  notFound: "admin:content.errors.notFound",
  validationTitle: "admin:content.errors.validationTitle",
} as const;

/** Blank text is "none" (null); anything else trimmed and at most `max` characters. */
export function optionalText(max: number) {
  return z
    .string({ error: M.invalid })
    .trim()
    .max(max, { error: M.tooLong })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional https address (featured image, Open Graph image): anything else is refused. */
export function optionalHttpsUrl() {
  return optionalText(CONTENT_LIMITS.url).refine((value) => value === null || isHttpsUrl(value), {
    error: M.httpsOnly,
  });
}

/** Whether a text is an https address (the only kind of image address the forms take). */
export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** One comma-separated line in, a cleaned list out (the post editor's rules and limits). */
export function keywordsLine() {
  return z
    .string({ error: M.invalid })
    .nullish()
    .transform((text) => parseKeywords(text ?? ""))
    .pipe(
      z
        .array(z.string())
        .max(MAX_KEYWORDS, { error: M.tooManyKeywords })
        .refine((list) => list.every((keyword) => keyword.length <= MAX_KEYWORD_LENGTH), {
          error: M.keywordTooLong,
        }),
    );
}

/** A slug: required, lowercase words joined by hyphens, and never a listing's type keyword. */
const slugField = z
  .string({ error: M.slugRequired })
  .trim()
  .min(1, { error: M.slugRequired })
  .max(SLUG_MAX_LENGTH, { error: M.tooLong })
  .refine(isValidSlug, { error: M.slugInvalid, abort: true })
  .refine((slug) => !(BLOG_TYPE_KEYWORDS as readonly string[]).includes(slug), {
    error: M.slugKeyword,
  });

export const contentFormSchema = z
  .object({
    title: z
      .string({ error: M.titleRequired })
      .trim()
      .min(1, { error: M.titleRequired })
      .max(CONTENT_LIMITS.title, { error: M.tooLong }),
    slug: slugField,
    /** HTML; the server sanitises it with the shared allow-list before storing. */
    content: z
      .string({ error: M.contentRequired })
      .max(MAX_HTML_LENGTH, { error: M.tooLong })
      .refine((html) => htmlToPlainText(html).trim() !== "", { error: M.contentRequired }),
    excerpt: optionalText(CONTENT_LIMITS.excerpt),
    contentType: z.enum(WEBSITE_CONTENT_TYPES, { error: M.invalid }),
    featuredImageUrl: optionalHttpsUrl(),
    videoUrl: optionalText(CONTENT_LIMITS.url),
    metaTitle: optionalText(META_TITLE_MAX),
    metaDescription: optionalText(META_DESCRIPTION_MAX),
    keywords: keywordsLine(),
    status: z.enum(CONTENT_STATUSES, { error: M.invalid }),
    featured: z.boolean({ error: M.invalid }).default(false),
  })
  // The video belongs to demo videos only (spec section 2); another type keeps none.
  .transform((form) => ({
    ...form,
    videoUrl: form.contentType === "demo_video" ? form.videoUrl : null,
  }))
  .refine((form) => form.videoUrl === null || isVideoLink(form.videoUrl), {
    error: M.videoHost,
    path: ["videoUrl"],
  });

/** Whether a link is a video the site can embed (YouTube or Vimeo): an article's own, the default. */
export function isVideoLink(value: string): boolean {
  return videoEmbedUrl(value) !== null;
}

/** What the form sends: text fields, keywords as one line, the featured flag as a boolean. */
export type ContentForm = z.input<typeof contentFormSchema>;
/** What the server module stores. */
export type ContentInput = z.output<typeof contentFormSchema>;

/** A field's problem: its message key and the limit it broke. */
export type FieldProblem = { message: string; params?: MessageParams };

function problemOfIssue(issue: z.core.$ZodIssue | undefined): FieldProblem & { field?: string } {
  const field = issue?.path.find((part) => typeof part === "string");
  const max = issue && "maximum" in issue ? Number(issue.maximum) : undefined;
  return {
    message: messageKeyOr(issue?.message, M.invalid),
    ...(typeof field === "string" ? { field } : {}),
    ...(max === undefined ? {} : { params: { max } }),
  };
}

/** Every problem of a form, the first one of each field: the screen shows each beside its field. */
export function fieldProblems(error: z.ZodError): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of error.issues) {
    const { field, ...problem } = problemOfIssue(issue);
    if (field && !(field in problems)) problems[field] = problem;
  }
  return problems;
}

/** The first problem in the words of the error body ("Validation Error" and the field's key). */
export function parseWith<T>(schema: z.ZodType<T, unknown>, raw: unknown): ParseResult<T> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problem: {
      title: ADMIN_CONTENT_MESSAGES.validationTitle,
      ...problemOfIssue(result.error.issues[0]),
    },
  };
}

export const parseContentForm = (raw: unknown) => parseWith(contentFormSchema, raw);

/** The admin list's query: search words, type, status, page (bad values are the defaults). */
export type AdminContentQuery = {
  q: string;
  type: WebsiteContentType | null;
  status: ContentStatus | null;
  page: number;
};

export function parseAdminContentQuery(search: URLSearchParams): AdminContentQuery {
  const type = search.get("type");
  const status = search.get("status");
  const page = Number(search.get("page"));
  return {
    q: (search.get("q") ?? "").trim().slice(0, ADMIN_SEARCH_MAX),
    type: (WEBSITE_CONTENT_TYPES as readonly string[]).includes(type ?? "")
      ? (type as WebsiteContentType)
      : null,
    status: (CONTENT_STATUSES as readonly string[]).includes(status ?? "")
      ? (status as ContentStatus)
      : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The dashboard URL search of a list query (only what differs from the defaults). */
export function adminContentSearch(query: AdminContentQuery): string {
  const params = new URLSearchParams({ tab: "content" });
  if (query.q) params.set("q", query.q);
  if (query.type) params.set("type", query.type);
  if (query.status) params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  return `?${params}`;
}

/** The analyser's kind of text for each website content type (its length targets differ). */
const ANALYSER_TYPE: Record<WebsiteContentType, ContentType> = {
  blog_post: "blog",
  help_article: "help",
  user_guide: "help",
  demo_video: "video",
  email_marketing: "email",
  ecommerce: "ecommerce",
  webpage: "website",
  social_media: "social",
};

/**
 * The analyser's report on a form as it stands, the way search engines will see the page: the
 * meta title and description when set, else the title and excerpt (what the public page uses).
 * The public site is written in English, so the English checks apply.
 */
export function analyseContentForm(form: {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  contentType: WebsiteContentType;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
}): AnalysisReport {
  return analyzeContent({
    html: sanitizeHtml(form.content),
    title: form.metaTitle.trim() || form.title.trim(),
    metaDescription: form.metaDescription.trim() || form.excerpt.trim(),
    slug: form.slug,
    keywords: parseKeywords(form.keywords),
    contentType: ANALYSER_TYPE[form.contentType],
    language: "en",
  });
}
