/**
 * GET /api/posts/{id} and DELETE /api/posts/{id} (the post's owner only; anyone else's id is 404
 * "Blog post not found", like a missing one). Copy reads the body through GET; the Library's
 * Delete button sends DELETE through a fetcher.
 */
import { z } from "zod";
import { citationsSchema, evidenceSchema } from "../evidence";
import { contract } from "./contract";
import { isoDate } from "./fields";

/** GET: every stored field of the post but its owner, the body sanitised. */
export const postResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string().nullable(),
  description: z.string().nullable(),
  keywords: z.array(z.string()),
  tone: z.string().nullable(),
  audience: z.string().nullable(),
  content: z.string(),
  wordCount: z.number().int(),
  contentType: z.string(),
  language: z.string(),
  metaDescription: z.string().nullable(),
  synopsis: z.string().nullable(),
  abstract: z.string().nullable(),
  slug: z.string().nullable(),
  caption: z.string().nullable(),
  hashtags: z.array(z.string()),
  videoDescription: z.string().nullable(),
  analysis: z.unknown(),
  /** The sources chosen for the piece, and those its references cite (issue 27). */
  sourceIds: z.array(z.string()),
  citations: citationsSchema,
  /** The latest fact check; null before any. */
  evidence: evidenceSchema.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type PostResponse = z.infer<typeof postResponseSchema>;

/** DELETE: done (with a "Post Deleted" toast for the next page the browser loads). */
export const deletedResponseSchema = z.object({ deleted: z.literal(true) });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;

export const readPost = contract({
  id: "readPost",
  method: "GET",
  path: "/api/posts/:id",
  summary: "One of the user's posts, its body sanitised",
  access: "user",
  answer: { kind: "json", schema: postResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});

export const deletePost = contract({
  id: "deletePost",
  method: "DELETE",
  path: "/api/posts/:id",
  summary: "Delete one of the user's posts",
  access: "user",
  answer: { kind: "json", schema: deletedResponseSchema },
  errors: ["NOT_FOUND"],
});
