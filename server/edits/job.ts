import { AI_EDIT_MESSAGES, type AiEditAction } from "@domain/ai-edits";
import { and, eq } from "drizzle-orm";
import { type Database, schema } from "../db";
import { defineMeteredJob } from "../jobs";
import type { Logger } from "../log";
import type { GenerationModel } from "../model";
import { formatPassages, passagesFor } from "../research";
import { readyVoice } from "../voices";
import { EmptyAnswer } from "./answer";
import type { EditJobInput } from "./prompts";
import { maxTokensFor, writeEdit } from "./write";

export type AiEditDeps = { db: Database; log: Logger; model: () => GenerationModel };

export const AI_EDIT_QUEUE = "ai-edit";
/** Edits whose every attempt died with their worker land here: they are marked failed (released). */
export const AI_EDIT_ABANDONED_QUEUE = "ai-edit-abandoned";

/** Passages an evidence-claims Fix is given from the post's sources. */
const FIX_PASSAGES = 6;

/** The stored request as the job reads it (ai_edits.input: the request and what it rewrites). */
export function jobInputOf(action: string, input: unknown): EditJobInput {
  const stored = input as Omit<EditJobInput, "action"> & { job: Omit<EditJobInput, "action"> };
  const { job, ...asked } = stored;
  return { ...asked, ...job, action: action as AiEditAction };
}

/** The fenced passages of the post's sources for an evidence-claims Fix ("" without sources). */
async function passagesOf(
  db: Database,
  row: { userId: string; postId: string },
  input: EditJobInput,
  log: Logger,
): Promise<string> {
  if (input.check !== "evidence-claims" || input.target.kind !== "each") return "";
  const [post] = await db
    .select({ sourceIds: schema.blogPosts.sourceIds })
    .from(schema.blogPosts)
    .where(and(eq(schema.blogPosts.id, row.postId), eq(schema.blogPosts.userId, row.userId)));
  if (!post || post.sourceIds.length === 0) return "";
  const query = (input.target.claims ?? []).map((claim) => claim.sentence).join(" ");
  const hits = await passagesFor({ id: row.userId }, post.sourceIds, query, FIX_PASSAGES, log);
  return formatPassages(hits).text;
}

/**
 * An AI edit as a metered job with a live stream (ADR 0023, ADR 0028): the prompt of its action
 * (./prompts.ts), the model's text streamed into the row as it comes, then the answer parsed and
 * sanitised (./answer.ts) and stored as the edit's `result` when it is marked succeeded, in one
 * transaction. Nothing is charged (`credit` is 0): the row counts against the day's allowance
 * unless it fails. Logs carry ids and sizes, never the writer's text.
 */
export const aiEditJob = defineMeteredJob<typeof schema.aiEdits, AiEditDeps>({
  name: AI_EDIT_QUEUE,
  deadLetter: AI_EDIT_ABANDONED_QUEUE,
  payloadKey: "aiEditId",
  logKey: "aiEditId",
  label: "AI edit",
  table: schema.aiEdits,
  expireInSeconds: 60 * 10,
  pollingIntervalSeconds: 1,
  claimPercent: 5,
  claimSet: () => ({ text: "", error: null, result: null }),
  stream: { version: "version", text: "text", tokens: "outputTokens" },
  failed: AI_EDIT_MESSAGES.failed,
  failure: (error) => (error instanceof EmptyAnswer ? error.messageKey : AI_EDIT_MESSAGES.failed),
  async run(deps, edit, { signal, log, progress }) {
    const input = jobInputOf(edit.action, edit.input);
    const passages = await passagesOf(deps.db, edit, input, log);
    // "Match my voice": the voice as it is now (deleted or being learned again: the edit fails).
    const voice =
      input.action === "voice" ? await readyVoice({ id: edit.userId }, input.voiceId ?? "") : null;
    const model = deps.model();
    progress.phase("writing", 10);
    let written = 0;
    const expected = Math.max(200, maxTokensFor(input) * 2);
    const { result, chars } = await writeEdit(model, input, passages, {
      voice,
      signal,
      tokens: (count) => progress.tokens(count),
      onDelta: (delta) => {
        progress.append(delta);
        written += delta.length;
        progress.percent(Math.min(90, 10 + Math.round((80 * written) / expected)));
      },
    });
    progress.phase("finalizing", 95);
    log.info(
      { provider: model.provider, action: edit.action, chars, kind: result.kind },
      "AI edit written",
    );
    return {
      save: async () => ({ result }),
      charge: async () => {},
    };
  },
});

/** Runs one AI edit to its end (see aiEditJob); safe to run again for the same id. */
export function runAiEdit(deps: AiEditDeps, id: string, signal: AbortSignal): Promise<void> {
  return aiEditJob.run(deps, id, signal);
}
