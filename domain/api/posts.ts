/**
 * The user's posts as JSON (issue 30): GET /api/posts, a page of the Library's list (the same
 * query, search, filter and order as the Library screen), and PATCH /api/posts/{id}, the post
 * editor's save for programs: only the fields sent change (the rest keep their stored values),
 * checked by the editor's own schema (domain/post-edit.ts), the report made again, a version
 * recorded. Both for the owner only; another user's id is 404 like a missing one.
 */
import { z } from "zod";
import { LIBRARY_SORTS, LIBRARY_TYPES } from "../library";
import { POST_EDIT_MAX_LENGTH } from "../post-edit";
import { contract } from "./contract";
import { isoDate } from "./fields";
import { postResponseSchema } from "./post";

export const postSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  contentType: z.string(),
  wordCount: z.number().int(),
  tone: z.string().nullable(),
  keywords: z.array(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const postListSchema = z.object({
  items: z.array(postSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type PostList = z.infer<typeof postListSchema>;

export const listPosts = contract({
  id: "listPosts",
  method: "GET",
  path: "/api/posts",
  summary: "A page of the user's posts: searched, filtered by type and sorted as in the Library",
  access: "user",
  query: z.object({
    q: z.string().optional(),
    type: z.enum(LIBRARY_TYPES).optional(),
    sort: z.enum(LIBRARY_SORTS).optional(),
    page: z.string().optional(),
  }),
  answer: { kind: "json", schema: postListSchema },
  errors: [],
  v1: { scope: "read" },
});

const text = (max: number) => z.string().max(max).nullable().optional();

/** The fields a program may change; left out, a field keeps its stored value. */
export const postUpdateSchema = z
  .object({
    title: z.string().max(POST_EDIT_MAX_LENGTH.title).optional(),
    topic: text(POST_EDIT_MAX_LENGTH.topic),
    description: text(POST_EDIT_MAX_LENGTH.description),
    keywords: z.array(z.string()).optional(),
    tone: text(POST_EDIT_MAX_LENGTH.tone),
    audience: text(POST_EDIT_MAX_LENGTH.audience),
    /** The body as HTML, sanitised before it is stored. */
    content: z.string().optional(),
    metaDescription: z.string().nullable().optional(),
    /** One of the user's learned voices, or "none". */
    voiceId: z.string().optional(),
    /** The post's updatedAt as the program read it: refused (409 POST_CHANGED) if it changed since. */
    version: z.string().optional(),
  })
  .strict();
export type PostUpdate = z.infer<typeof postUpdateSchema>;

const MIB = 1024 * 1024;

export const updatePost = contract({
  id: "updatePost",
  method: "PATCH",
  path: "/api/posts/:id",
  summary: "Change some fields of one of the user's posts (its report made again, a version kept)",
  access: "user",
  // An HTML body up to MAX_HTML_LENGTH characters as JSON (up to 6 bytes a character escaped).
  body: { schema: postUpdateSchema, limit: 12 * MIB },
  answer: { kind: "json", schema: postResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND", "POST_CHANGED", "VOICE_NOT_READY"],
  v1: { scope: "edit" },
});
