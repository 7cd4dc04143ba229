import type { schema } from "../db";

/** A stored post, as the exports read it (the owner's id is never written out). */
export type ExportablePost = typeof schema.blogPosts.$inferSelect;

/** The formats one post can be downloaded in. */
export const POST_EXPORT_FORMATS = ["html", "md", "txt", "docx"] as const;
export type PostExportFormat = (typeof POST_EXPORT_FORMATS)[number];

export function isPostExportFormat(value: string): value is PostExportFormat {
  return (POST_EXPORT_FORMATS as readonly string[]).includes(value);
}

/** A finished single-post export: the bytes, their media type and the name to save them under. */
export type ExportFile = {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: FileName;
};

/** A download's name twice: ASCII for old clients, Unicode for those that read `filename*`. */
export type FileName = { ascii: string; unicode: string };
