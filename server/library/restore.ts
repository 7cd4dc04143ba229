import type { PostEditInput } from "@domain/post-edit";
import { and, eq } from "drizzle-orm";
import { schema } from "../db";
import { NotFound } from "../errors";
import { decompressSnapshot, VERSION_NOT_FOUND } from "../versions";
import { type Editor, writePost } from "./update";

/**
 * Brings back one version of the user's own post: its fields are stored as a save stores them
 * (sanitised, words counted, the report made again) and a NEW version of kind "restore" is
 * written; nothing earlier is changed. `version` is the post's updated_at as the editor knows
 * it: a post changed since is refused like a stale save (409 POST_CHANGED).
 */
export function restoreVersion(user: Editor, id: string, number: number, version: string) {
  return writePost(user, id, version, async (tx) => {
    const [row] = await tx
      .select({ snapshot: schema.postVersions.snapshot })
      .from(schema.postVersions)
      .where(
        and(
          eq(schema.postVersions.postId, id),
          eq(schema.postVersions.userId, user.id),
          eq(schema.postVersions.number, number),
        ),
      );
    if (!row) throw new NotFound(VERSION_NOT_FOUND);
    const fields = decompressSnapshot(row.snapshot);
    const input: PostEditInput = { ...fields, aiActions: [] };
    return { input, meta: { kind: "restore", restoredFrom: number } };
  });
}
