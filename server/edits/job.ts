import { AI_EDIT_MESSAGES, type AiEditAction } from "@domain/ai-edits";
import { streamText } from "ai";
import { and, eq } from "drizzle-orm";
import { type Database, schema } from "../db";
import { defineMeteredJob } from "../jobs";
import type { Logger } from "../log";
import { type GenerationModel, streamToEnd } from "../model";
import { formatPassages, passagesFor } from "../research";
import { EmptyAnswer, resultOf } from "./answer";
import { type EditJobInput, editPrompt } from "./prompts";

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

/** Tokens to allow for an answer to `chars` characters of material (HTML; an expand doubles). */
function maxTokensFor(input: EditJobInput): number {
  const { target } = input;
  const chars =
    target.kind === "selection"
      ? target.html.length
      : target.kind === "range"
        ? target.html.join("\n").length
        : target.kind === "each"
          ? target.blocks.reduce((sum, b) => sum + b.html.length + 20, 0)
          : 200;
  const factor = input.action === "expand" ? 3 : 2;
  return Math.min(16_000, Math.max(600, Math.ceil((chars / 3) * factor) + 400));
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
    const prompt = editPrompt(input, passages);
    const model = deps.model();
    const maxOutputTokens = maxTokensFor(input);
    progress.phase("writing", 10);
    let written = 0;
    const expected = Math.max(200, maxOutputTokens * 2);
    const text = await streamToEnd(
      { progress },
      streamText({
        model: model.model,
        system: prompt.system,
        prompt: prompt.prompt,
        maxOutputTokens,
        abortSignal: signal,
        maxRetries: 1,
        onError: () => {},
      }),
      (delta) => {
        progress.append(delta);
        written += delta.length;
        progress.percent(Math.min(90, 10 + Math.round((80 * written) / expected)));
      },
    );
    progress.phase("finalizing", 95);
    const result = resultOf(text, input.target);
    log.info(
      { provider: model.provider, action: edit.action, chars: text.length, kind: result.kind },
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
