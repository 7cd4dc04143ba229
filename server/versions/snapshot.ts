import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { postFieldsSchema } from "@domain/api/versions";
import type { z } from "zod";

/** The fields of a post a version keeps (domain/api/versions.ts postFieldsSchema). */
export const snapshotSchema = postFieldsSchema;
export type PostSnapshot = z.infer<typeof snapshotSchema>;

/** Only the snapshot's fields of a post row (a row has many more), in one fixed order. */
export function snapshotOf(post: PostSnapshot): PostSnapshot {
  return {
    title: post.title,
    topic: post.topic ?? null,
    description: post.description ?? null,
    keywords: [...(post.keywords ?? [])],
    tone: post.tone ?? null,
    audience: post.audience ?? null,
    content: post.content ?? "",
    metaDescription: post.metaDescription ?? null,
  };
}

/** The snapshot as JSON, brotli-compressed; `bytes` is the JSON's size before compression. */
export function compressSnapshot(post: PostSnapshot): { data: Buffer; bytes: number } {
  const json = Buffer.from(JSON.stringify(snapshotOf(post)), "utf8");
  const data = brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
  return { data, bytes: json.length };
}

/** A stored snapshot read back (checked: a damaged one throws rather than show half a post). */
export function decompressSnapshot(data: Buffer): PostSnapshot {
  const json = brotliDecompressSync(data).toString("utf8");
  return snapshotSchema.parse(JSON.parse(json));
}

/** Whether two snapshots hold the same post (a save that changes nothing makes no version). */
export function sameSnapshot(a: PostSnapshot, b: PostSnapshot): boolean {
  return JSON.stringify(snapshotOf(a)) === JSON.stringify(snapshotOf(b));
}
