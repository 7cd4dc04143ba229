import type { EditLimits } from "@domain/plans";
import { countWords } from "@domain/text";
import { and, desc, eq, lte } from "drizzle-orm";
import type { Database } from "../db";
import { schema } from "../db";
import { compressSnapshot, decompressSnapshot, type PostSnapshot, sameSnapshot } from "./snapshot";

type PostVersionKind = schema.PostVersionKind;
type Executor = Pick<Database, "select" | "insert" | "delete">;

/** What made the version: its kind, the AI edits it carries, the version a restore brought back. */
export type VersionMeta = {
  kind: PostVersionKind;
  /** The labels of the accepted AI edits (kind "ai"), domain/ai-edits.ts editLabel. */
  actions?: readonly string[];
  /** Kind "restore": the number of the version restored. */
  restoredFrom?: number;
  /**
   * The post as it was before this change. A post without any version yet (saved before history
   * existed) gets it as version 1 (kind "save") first, so its history starts with what was there.
   */
  before?: PostSnapshot;
};

export type RecordedVersion = { number: number; kind: PostVersionKind };

/**
 * Writes the post's next version inside the caller's transaction, which already holds the post
 * row `for update` (so two writers never pick the same number). Nothing is written when the post
 * is the same as its latest version. The oldest versions past the plan's `versionsPerPost` are
 * deleted; a version is never changed. Returns the version written, or null when none was.
 */
export async function recordVersion(
  tx: Executor,
  post: PostSnapshot & { id: string; userId: string },
  meta: VersionMeta,
  limits: Pick<EditLimits, "versionsPerPost">,
): Promise<RecordedVersion | null> {
  const [latest] = await tx
    .select({ number: schema.postVersions.number, snapshot: schema.postVersions.snapshot })
    .from(schema.postVersions)
    .where(eq(schema.postVersions.postId, post.id))
    .orderBy(desc(schema.postVersions.number))
    .limit(1);
  let number = latest?.number ?? 0;
  let previous = latest ? decompressSnapshot(latest.snapshot) : null;
  if (!previous && meta.before && meta.kind !== "generation") {
    if (sameSnapshot(meta.before, post)) return null;
    await insertVersion(tx, post, meta.before, { kind: "save" }, 1);
    number = 1;
    previous = meta.before;
  }
  if (previous && sameSnapshot(previous, post)) return null;
  number += 1;
  await insertVersion(tx, post, post, meta, number);
  const keep = Math.max(1, limits.versionsPerPost);
  if (number > keep) {
    await tx
      .delete(schema.postVersions)
      .where(
        and(
          eq(schema.postVersions.postId, post.id),
          lte(schema.postVersions.number, number - keep),
        ),
      );
  }
  return { number, kind: meta.kind };
}

async function insertVersion(
  tx: Executor,
  post: { id: string; userId: string },
  fields: PostSnapshot,
  meta: Omit<VersionMeta, "before">,
  number: number,
) {
  const { data, bytes } = compressSnapshot(fields);
  await tx.insert(schema.postVersions).values({
    postId: post.id,
    userId: post.userId,
    number,
    kind: meta.kind,
    actions: meta.kind === "ai" ? [...(meta.actions ?? [])] : [],
    restoredFrom: meta.kind === "restore" ? (meta.restoredFrom ?? null) : null,
    title: fields.title,
    words: countWords(fields.content),
    bytes,
    snapshot: data,
  });
}
