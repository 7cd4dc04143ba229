/**
 * GET /api/posts/{id}/export/{format} (the post's owner only; an unknown format, a missing post
 * and someone else's are all 404) and POST /api/library/export (the whole library as a zip,
 * streamed; one at a time per user, 409 while one runs). Both answer a file to download; the
 * post view links to the first, the Library's button is a plain form to the second.
 */
import { contract } from "./contract";

/** What a post downloads as, by format (html, md, txt, docx). */
export const POST_EXPORT_MEDIA_TYPES = [
  "text/html",
  "text/markdown",
  "text/plain",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;

export const exportPost = contract({
  id: "exportPost",
  method: "GET",
  path: "/api/posts/:id/export/:format",
  summary: "One of the user's posts as a download: html, md, txt or docx",
  access: "user",
  answer: { kind: "file", mediaTypes: POST_EXPORT_MEDIA_TYPES },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});

export const exportLibrary = contract({
  id: "exportLibrary",
  method: "POST",
  path: "/api/library/export",
  summary: "The user's whole library as a zip of Markdown files and library.json",
  access: "user",
  answer: { kind: "file", mediaTypes: ["application/zip"] },
  errors: ["EXPORT_RUNNING"],
});
