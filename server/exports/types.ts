import type { schema } from "../db";

/** A stored post, as the exports read it (the owner's id is never written out). */
export type ExportablePost = typeof schema.blogPosts.$inferSelect;

export { isPostExportFormat, POST_EXPORT_FORMATS, type PostExportFormat } from "@domain/exports";

/** A finished single-post export: the bytes, their media type and the name to save them under. */
export type ExportFile = {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: FileName;
};

/** A download's name twice: ASCII for old clients, Unicode for those that read `filename*`. */
export type FileName = { ascii: string; unicode: string };
