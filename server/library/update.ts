import { editLimitsFor, PLANS } from "@domain/plans";
import type { PostEditInput } from "@domain/post-edit";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { type Database, database, schema } from "../db";
import { Conflict, NotFound } from "../errors";
import { type PostSnapshot, recordVersion, type VersionMeta } from "../versions";
import { assertPostId, POST_NOT_FOUND } from "./post-id";
import { type ReportVoice, reportVoiceOf } from "./post-voice";
import { prepareEdit } from "./prepare-edit";
import { postSaved } from "./saved";

/** Who saves: their id, and their plan for the report's keywords and the versions kept. */
export type Editor = Pick<SessionUser, "id"> & Partial<Pick<SessionUser, "tier" | "isAdmin">>;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a write makes of the locked post: the edit to store and the version it becomes. */
type EditOf = (
  tx: Tx,
  current: PostSnapshot,
) => Promise<{ input: PostEditInput; meta: Omit<VersionMeta, "before"> }>;

/** The stale-save refusal: the post changed since the editor opened it (editor:saveFailed.changed). */
export function postChanged() {
  return new Conflict("POST_CHANGED", "editor:saveFailed.changed", {
    title: "editor:saveFailed.title",
  });
}

/**
 * Saves the editor's changes to one of the user's own posts and returns the stored row. Another
 * user's id is NotFound, exactly like a missing one, and changes nothing. The body is sanitised,
 * its words counted and the analysis made again here; the row is locked between reading what
 * the analyser needs and writing, so a concurrent save cannot mix the two. A save that changes
 * the post writes its version in the same transaction (kind "ai" with the accepted AI edits'
 * labels when the form carries them, else "save").
 *
 * `voice` (issue 29): the voice the form chose, already checked as the user's learned voice by
 * the caller (server/voices voiceChoice), or null to clear it; left out, the stored voice stays.
 * The report is made with the post's voice either way.
 */
export function updatePost(
  user: Editor,
  id: string,
  input: PostEditInput,
  voice?: ReportVoice | null,
) {
  return writePost(
    user,
    id,
    input.version,
    async () => ({
      input,
      meta: input.aiActions?.length
        ? { kind: "ai", actions: input.aiActions }
        : { kind: "save" as const },
    }),
    voice,
  );
}

/**
 * The one write of an edited post (a save or a restore): locks the row, refuses a stale
 * `version` (the post's updated_at as the editor knows it), stores the prepared edit and records
 * the version, all in one transaction. `voice`: the post's new voice (see updatePost).
 */
export async function writePost(
  user: Editor,
  id: string,
  version: string | undefined,
  editOf: EditOf,
  voice?: ReportVoice | null,
) {
  assertPostId(id);
  const owned = and(eq(schema.blogPosts.id, id), eq(schema.blogPosts.userId, user.id));
  return database().transaction(async (tx) => {
    const [current] = await tx.select().from(schema.blogPosts).where(owned).for("update");
    if (!current) throw new NotFound(POST_NOT_FOUND);
    if (version && version !== current.updatedAt.toISOString()) throw postChanged();
    const { input, meta } = await editOf(tx, current);
    const reportVoice = await reportVoiceOf(user.id, voice, current.voiceId, tx);
    const [saved] = await tx
      .update(schema.blogPosts)
      .set({
        ...prepareEdit(input, {
          ...current,
          focusKeyphrases: PLANS[user.tier ?? "free"].focusKeyphrases,
          voice: reportVoice,
        }),
        ...(voice === undefined ? {} : { voiceId: voice?.id ?? null }),
        updatedAt: sql`now()`,
      })
      .where(owned)
      .returning();
    if (!saved) throw new NotFound(POST_NOT_FOUND);
    const limits = editLimitsFor({ tier: user.tier ?? "free", isAdmin: user.isAdmin ?? false });
    const recorded = await recordVersion(tx, saved, { ...meta, before: current }, limits);
    // A save that changed nothing made no version: nothing to tell (post.updated webhooks).
    if (recorded) await postSaved(tx, saved, { kind: recorded.kind });
    return saved;
  });
}
