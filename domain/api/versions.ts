/**
 * A post's version history (issue 28 part 4, ADR 0028), the post's owner only (anyone else's
 * post or version is 404, like a missing one):
 * - GET /api/posts/{id}/versions: the versions, newest first (what made each, when, its size).
 * - GET /api/posts/{id}/versions/{number}: one version's fields, the body sanitised.
 * - GET /api/posts/{id}/versions/compare?from=&to=: the body of `to` against `from` as HTML with
 *   `<ins>` / `<del>` marks (domain/html/diff.ts), sanitised.
 * - POST /api/posts/{id}/versions/{number}/restore `{ version }`: the version's fields become the
 *   post (stored as a save stores them) and a new version of kind "restore" is written; `version`
 *   is the post's updated_at as the editor knows it: a post changed since is 409 POST_CHANGED.
 */
import { z } from "zod";
import { contract } from "./contract";
import type { ParseResult } from "./errors";
import { isoDate } from "./fields";

/** What made a version: the generation, a save, a save with accepted AI edits, a restore. */
export const VERSION_KINDS = ["generation", "save", "ai", "restore"] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

export const versionSummarySchema = z.object({
  number: z.number().int().min(1),
  kind: z.enum(VERSION_KINDS),
  /** Kind "ai": the labels of the AI edits it carries ("shorten", "fix:passive-voice"). */
  actions: z.array(z.string()),
  /** Kind "restore": the number of the version brought back. */
  restoredFrom: z.number().int().nullable(),
  title: z.string(),
  words: z.number().int(),
  /** The snapshot's size before compression. */
  bytes: z.number().int(),
  createdAt: isoDate,
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const versionListResponseSchema = z.object({ versions: z.array(versionSummarySchema) });
export type VersionListResponse = z.infer<typeof versionListResponseSchema>;

/**
 * The fields of a post a version keeps (issue 28, ADR 0028): what the editor can change. A
 * stored snapshot (server/versions/snapshot.ts) is checked against it when read.
 */
export const postFieldsSchema = z.object({
  title: z.string(),
  topic: z.string().nullable(),
  description: z.string().nullable(),
  keywords: z.array(z.string()),
  tone: z.string().nullable(),
  audience: z.string().nullable(),
  content: z.string(),
  metaDescription: z.string().nullable(),
});

export const versionResponseSchema = z.object({
  version: versionSummarySchema,
  fields: postFieldsSchema,
});
export type VersionResponse = z.infer<typeof versionResponseSchema>;

/** A field of the two versions, when it differs. */
const changedText = z.object({ from: z.string().nullable(), to: z.string().nullable() });

export const versionCompareResponseSchema = z.object({
  from: versionSummarySchema,
  to: versionSummarySchema,
  /** The body of `to` against `from`: insertions in `<ins>`, deletions in `<del>`. */
  html: z.string(),
  /** The title and the meta description, when they differ. */
  title: changedText.nullable(),
  metaDescription: changedText.nullable(),
});
export type VersionCompareResponse = z.infer<typeof versionCompareResponseSchema>;

/** The compare's query: two version numbers. */
export const versionCompareQuerySchema = z.object({
  from: z.coerce.number().int().min(1),
  to: z.coerce.number().int().min(1),
});

export function parseVersionCompare(
  search: URLSearchParams,
): ParseResult<{ from: number; to: number }> {
  const parsed = versionCompareQuerySchema.safeParse({
    from: search.get("from") ?? undefined,
    to: search.get("to") ?? undefined,
  });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: { message: "history:errors.invalid" } };
}

/** A version number from a URL: anything else names no version. */
export function versionNumberOf(text: string): number | null {
  return /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null;
}

export const restoreVersionSchema = z.object({
  /** The post's updated_at as the editor knows it. */
  version: isoDate,
});
export type RestoreVersion = z.infer<typeof restoreVersionSchema>;

export function parseRestoreVersion(raw: unknown): ParseResult<RestoreVersion> {
  const parsed = restoreVersionSchema.safeParse(raw ?? {});
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: { message: "history:errors.invalid", field: "version" } };
}

export const restoredResponseSchema = z.object({
  /** The post's new updated_at: the editor's next save sends it. */
  updatedAt: isoDate,
  restoredFrom: z.number().int(),
});
export type RestoredResponse = z.infer<typeof restoredResponseSchema>;

export const listVersions = contract({
  id: "listVersions",
  method: "GET",
  path: "/api/posts/:id/versions",
  summary: "The versions of one of the user's posts, newest first",
  access: "user",
  answer: { kind: "json", schema: versionListResponseSchema },
  errors: ["NOT_FOUND"],
});

export const readVersion = contract({
  id: "readVersion",
  method: "GET",
  path: "/api/posts/:id/versions/:number",
  summary: "One version of one of the user's posts, its body sanitised",
  access: "user",
  answer: { kind: "json", schema: versionResponseSchema },
  errors: ["NOT_FOUND"],
});

export const compareVersions = contract({
  id: "compareVersions",
  method: "GET",
  path: "/api/posts/:id/versions/compare",
  summary: "Two versions of one of the user's posts, the body's changes marked",
  access: "user",
  query: versionCompareQuerySchema,
  answer: { kind: "json", schema: versionCompareResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND"],
});

export const restoreVersion = contract({
  id: "restoreVersion",
  method: "POST",
  path: "/api/posts/:id/versions/:number/restore",
  summary: "Bring a version back into one of the user's posts (a new version)",
  access: "user",
  body: { schema: restoreVersionSchema, parse: parseRestoreVersion },
  answer: { kind: "json", schema: restoredResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND", "POST_CHANGED"],
});
