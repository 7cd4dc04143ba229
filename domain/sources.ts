/**
 * Sources a writer attaches to a piece (issue 27): web addresses, uploaded files, pasted text and
 * their own library posts. Shared by the API contract (domain/api/sources.ts), the server module
 * (server/sources) and the screens: the kinds, the accepted file types, the input checks and the
 * message keys of every refusal (sources.json).
 */
import { z } from "zod";
import type { ParseResult } from "./api/errors";
import { LANGUAGE_CODES, type Language } from "./languages";

export const SOURCE_KINDS = ["url", "file", "text", "post"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** `ready` once its passages are stored; `pending`/`failed` are for sources read by a job later. */
export const SOURCE_STATUSES = ["pending", "ready", "failed"] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

/** The file types a source may be (uploaded or fetched), by media type. */
export const SOURCE_FORMATS = ["html", "pdf", "docx", "markdown", "text"] as const;
export type SourceFormat = (typeof SOURCE_FORMATS)[number];

export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Media types accepted from the web or an upload, and the format each is read as. */
export const SOURCE_MEDIA_TYPES: Readonly<Record<string, SourceFormat>> = {
  "text/html": "html",
  "application/xhtml+xml": "html",
  "text/plain": "text",
  "text/markdown": "markdown",
  "text/x-markdown": "markdown",
  "application/pdf": "pdf",
  [DOCX_TYPE]: "docx",
};

/** File name endings, for uploads whose browser sent no or a generic media type. */
export const SOURCE_EXTENSIONS: Readonly<Record<string, SourceFormat>> = {
  html: "html",
  htm: "html",
  xhtml: "html",
  txt: "text",
  text: "text",
  md: "markdown",
  markdown: "markdown",
  pdf: "pdf",
  docx: "docx",
};

/**
 * PostgreSQL's text-search configuration for each interface language: its stemmer where
 * PostgreSQL has one, `simple` (lower-cased words, no stemming) where it has none.
 */
export const TEXT_SEARCH_CONFIGS: Readonly<Record<Language, string>> = {
  en: "english",
  es: "spanish",
  fr: "french",
  de: "german",
  pt: "portuguese",
  ar: "arabic",
  hi: "hindi",
  ja: "simple",
  zh: "simple",
};

/** Bounds of the inputs (the plan's limits, domain/plans.ts SOURCE_LIMITS, come on top). */
export const SOURCE_TITLE_MAX = 300;
export const SOURCE_ADDRESS_MAX = 2048;
export const SOURCE_QUERY_MAX = 500;
/** The text one may paste: the largest plan's character cap is checked after. */
export const SOURCE_PASTE_MAX = 1_000_000;
export const SOURCE_SEARCH_LIMIT_MAX = 50;

/** Message keys of the sources namespace. */
export const SOURCE_MESSAGES = {
  notFound: "sources:errors.notFound",
  invalidKind: "sources:errors.invalidKind",
  addressRequired: "sources:errors.addressRequired",
  addressInvalid: "sources:errors.addressInvalid",
  textRequired: "sources:errors.textRequired",
  textTooLong: "sources:errors.textTooLong",
  titleTooLong: "sources:errors.titleTooLong",
  postRequired: "sources:errors.postRequired",
  fileRequired: "sources:errors.fileRequired",
  languageInvalid: "sources:errors.languageInvalid",
  limitReached: "sources:errors.limitReached",
  fileTooLarge: "sources:errors.fileTooLarge",
  tooManyPages: "sources:errors.tooManyPages",
  refusedTitle: "sources:errors.refusedTitle",
  busy: "sources:errors.busy",
} as const;

/** Web pages one user may have being fetched at once (each takes up to the fetch time cap). */
export const SOURCE_FETCHES_PER_USER = 2;

/** Why a source could not be read: each is `sources:refused.<reason>`, what the user reads. */
export const REFUSAL_REASONS = [
  "scheme",
  "credentials",
  "blockedAddress",
  "unresolved",
  "unreachable",
  "tooManyRedirects",
  "badRedirect",
  "tooLarge",
  "timeout",
  "unsupportedType",
  "robots",
  "httpStatus",
  "unreadable",
  "empty",
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
export const refusalKey = (reason: RefusalReason) => `sources:refused.${reason}`;

/** What a source is added from (the file is read from the multipart body apart). */
export type AddSourceInput =
  | { kind: "url"; url: string; language?: Language }
  | { kind: "text"; text: string; title?: string; language?: Language }
  | { kind: "post"; postId: string }
  | { kind: "file"; file: File; language?: Language };

const language = z.enum(LANGUAGE_CODES as [Language, ...Language[]]).optional();

export const addSourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("url"), url: z.string().max(SOURCE_ADDRESS_MAX), language }),
  z.object({
    kind: z.literal("text"),
    text: z.string().max(SOURCE_PASTE_MAX),
    title: z.string().max(SOURCE_TITLE_MAX).optional(),
    language,
  }),
  z.object({ kind: z.literal("post"), postId: z.string() }),
  z.object({
    kind: z.literal("file"),
    file: z.any().meta({ type: "string", format: "binary" }),
    language,
  }),
]);

type Fields = Record<string, unknown>;
const fail = (message: string, field?: string): ParseResult<never> => ({
  ok: false,
  problem: { message, field },
});
const text = (value: unknown) => (typeof value === "string" ? value : "");
const isFile = (value: unknown): value is File =>
  typeof File !== "undefined" && value instanceof File;

function readLanguage(value: unknown): ParseResult<Language | undefined> {
  if (value === undefined || value === null || value === "") return { ok: true, value: undefined };
  return (LANGUAGE_CODES as readonly unknown[]).includes(value)
    ? { ok: true, value: value as Language }
    : fail(SOURCE_MESSAGES.languageInvalid, "language");
}

/** An http(s) address a person could type: trimmed, at most SOURCE_ADDRESS_MAX characters. */
export function readAddress(value: string): URL | null {
  if (value.length > SOURCE_ADDRESS_MAX) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** Checks a request to add a source (JSON or a multipart form with `file`). */
export function parseAddSource(raw: unknown): ParseResult<AddSourceInput> {
  const fields: Fields = typeof raw === "object" && raw !== null ? (raw as Fields) : {};
  const kind = fields.kind ?? (isFile(fields.file) ? "file" : undefined);
  const lang = readLanguage(fields.language);
  if (!lang.ok) return lang;
  switch (kind) {
    case "url": {
      const url = text(fields.url).trim();
      if (!url) return fail(SOURCE_MESSAGES.addressRequired, "url");
      if (!readAddress(url)) return fail(SOURCE_MESSAGES.addressInvalid, "url");
      return { ok: true, value: { kind: "url", url, language: lang.value } };
    }
    case "text": {
      const body = text(fields.text);
      if (!body.trim()) return fail(SOURCE_MESSAGES.textRequired, "text");
      if (body.length > SOURCE_PASTE_MAX) return fail(SOURCE_MESSAGES.textTooLong, "text");
      const title = text(fields.title).trim();
      if (title.length > SOURCE_TITLE_MAX) return fail(SOURCE_MESSAGES.titleTooLong, "title");
      return {
        ok: true,
        value: { kind: "text", text: body, title: title || undefined, language: lang.value },
      };
    }
    case "post": {
      const postId = text(fields.postId).trim();
      if (!postId) return fail(SOURCE_MESSAGES.postRequired, "postId");
      return { ok: true, value: { kind: "post", postId } };
    }
    case "file": {
      if (!isFile(fields.file) || fields.file.size === 0)
        return fail(SOURCE_MESSAGES.fileRequired, "file");
      return { ok: true, value: { kind: "file", file: fields.file, language: lang.value } };
    }
    default:
      return fail(SOURCE_MESSAGES.invalidKind, "kind");
  }
}

/** A source as the API answers it. */
export type SourceSummary = {
  id: string;
  kind: SourceKind;
  title: string;
  site: string | null;
  address: string | null;
  language: Language;
  status: SourceStatus;
  errorKey: string | null;
  bytes: number;
  characters: number;
  pages: number | null;
  passages: number;
  createdAt: string;
};
