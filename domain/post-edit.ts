/**
 * The post editor's form (spec sections 2 and 5, "Post editor"), checked the same way in the
 * browser and in the action. Messages are i18n keys of the `editor` namespace.
 */
import { z } from "zod";
import { MAX_HTML_LENGTH } from "./html/limits";
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS, parseKeywords } from "./keywords";

/** Longest value of each text field, in characters after trimming (the create form's bounds). */
export const POST_EDIT_MAX_LENGTH = {
  title: 200,
  topic: 500,
  description: 2000,
  tone: 100,
  audience: 200,
} as const;

/** Optional text: trimmed; blank means "none" and is stored as null. */
function optionalText(max: number) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string({ error: "errors.invalid" })
      .trim()
      .max(max, { error: "errors.tooLong" })
      .optional()
      .transform((value) => value ?? null),
  );
}

/** One comma-separated line in, a cleaned list out (see parseKeywords). */
const keywordsField = z
  .string({ error: "errors.invalid" })
  .optional()
  .transform((text) => parseKeywords(text ?? ""))
  .pipe(
    // Checked on the whole list so the message belongs to the one keywords field.
    z
      .array(z.string())
      .max(MAX_KEYWORDS, { error: "errors.tooManyKeywords" })
      .refine((list) => list.every((keyword) => keyword.length <= MAX_KEYWORD_LENGTH), {
        error: "errors.keywordTooLong",
      }),
  );

/**
 * How an AI edit is named in a version's history: the action, or `fix:<check>` for a Fix
 * ("shorten", "fix:passive-voice"). Defined here, where the editor's bundle already is;
 * domain/ai-edits.ts (which brings the content-type catalogue) gives it as AI_EDIT_LABEL.
 */
export const EDIT_LABEL = /^(?:[a-z]+|fix:[a-z0-9-]+)$/;
/** The meta description's column bound (blog_posts_meta_description_check). */
export const META_DESCRIPTION_MAX = 160;

/** Most AI edit labels one save may carry. */
export const MAX_AI_ACTIONS = 50;

/**
 * The labels of the AI edits accepted since the last save (domain/ai-edits.ts editLabel), sent
 * by the editor as one comma-separated hidden field or the field repeated; each once, in order.
 */
const aiActionsField = z.preprocess(
  (value) => {
    const parts = Array.isArray(value) ? value : value === undefined ? [] : [value];
    const labels = parts.flatMap((part) =>
      typeof part === "string" ? part.split(",").map((label) => label.trim()) : [part],
    );
    return [...new Set(labels.filter((label) => label !== ""))];
  },
  // Checked on the whole list so the message belongs to the one hidden field.
  z
    .array(z.unknown())
    .max(MAX_AI_ACTIONS, { error: "errors.invalid" })
    .refine(
      (list): list is string[] =>
        list.every((label) => typeof label === "string" && EDIT_LABEL.test(label)),
      { error: "errors.invalid" },
    )
    .transform((list) => list as string[]),
);

/**
 * The meta description: left out of the form, the stored one is kept (undefined); sent blank, it
 * is removed (null); otherwise trimmed, at most the column's 160 characters.
 */
const metaDescriptionField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string({ error: "errors.invalid" })
    .trim()
    .max(META_DESCRIPTION_MAX, { error: "errors.tooLong" })
    .nullable()
    .optional(),
);

/** The voice choice that means "no voice" (the editor's Voice select, a draft's report). */
export const NO_VOICE = "none";
/** A voice's id as the forms and requests send it (a UUID; the server checks it is the user's). */
export const VOICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The post's voice (issue 29): left out or blank, the stored one is kept (undefined); "none"
 * clears it (null); otherwise one of the user's learned voices (checked on the server).
 */
const voiceIdField = z.preprocess(
  (value) =>
    typeof value === "string" && value.trim() === ""
      ? undefined
      : value === NO_VOICE
        ? null
        : value,
  z
    .string({ error: "errors.invalid" })
    .regex(VOICE_ID, { error: "errors.invalid" })
    .nullable()
    .optional(),
);

export const postEditSchema = z.object({
  title: z
    .string({ error: "errors.titleRequired" })
    .trim()
    .min(1, { error: "errors.titleRequired" })
    .max(POST_EDIT_MAX_LENGTH.title, { error: "errors.tooLong" }),
  topic: optionalText(POST_EDIT_MAX_LENGTH.topic),
  description: optionalText(POST_EDIT_MAX_LENGTH.description),
  keywords: keywordsField,
  tone: optionalText(POST_EDIT_MAX_LENGTH.tone),
  audience: optionalText(POST_EDIT_MAX_LENGTH.audience),
  /** The body as HTML; the server sanitises it before storing. Blank is an empty body. */
  content: z
    .string({ error: "errors.invalid" })
    .max(MAX_HTML_LENGTH, { error: "errors.contentTooLong" })
    .optional()
    .transform((value) => value ?? ""),
  metaDescription: metaDescriptionField,
  /** The accepted AI edits this save carries: the version is kind "ai" when there is one. */
  aiActions: aiActionsField,
  /** The post's voice: a learned voice of the user's, or null to clear it. */
  voiceId: voiceIdField,
  /**
   * The post's `updated_at` when the editor opened it. A save whose version is no longer the
   * stored one would overwrite changes made elsewhere, so it is refused (without it: no check).
   */
  version: z.iso.datetime({ error: "errors.invalid" }).optional(),
});

/** What the form sends (before parsing): every field is text; keywords are one comma-separated line. */
export type PostEditForm = Record<
  | "title"
  | "topic"
  | "description"
  | "keywords"
  | "tone"
  | "audience"
  | "content"
  | "metaDescription"
  | "aiActions"
  | "voiceId"
  | "version",
  string
>;
/** What `updatePost` receives. */
export type PostEditInput = z.output<typeof postEditSchema>;
