// "Match my voice" on PostgreSQL (issue 29): only a learned voice of the user's is taken (another
// user's is not found, one being learned is not ready, none at all is refused), each refusal
// before anything counts; the post's voice is the default; the voice's guide and targets reach
// the prompt as data, and the scripted model's voice edit comes back on a selection or on the
// blocks furthest from the voice.
import { AI_EDIT_MESSAGES, type AiEditRequest } from "@domain/ai-edits";
import { VOICE_MESSAGES } from "@domain/voices";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { memberOf, requestOf } from "../../tests/support/edit-documents";
import { insertPost } from "../../tests/support/factories";
import { scriptedPipeline, silentLog, startTestQueue } from "../../tests/support/generation";
import { insertLearnedVoice, VOICE_GUIDE } from "../../tests/support/learned-voice";
import { VOICE_EDIT_OPENING } from "../../tests/support/scripted-edits";
import { type ScriptedServer, startScriptedServer } from "../../tests/support/scripted-openai";
import { parseConfig } from "../config";
import { schema } from "../db";
import { AppError } from "../errors";
import { createModel } from "../model";
import { VOICE_RULE } from "../voices";
import { aiEditFor, aiEditJob, editAllowance, runAiEdit, startAiEdit } from "./index";

const t = testDatabase();
let scripted: ScriptedServer;
let model: ReturnType<typeof createModel>;
let stop = async () => {};
const deps = () => ({ db: t.db, log: silentLog, model: () => model });

beforeAll(async () => {
  scripted = await startScriptedServer();
  model = createModel(parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: scripted.url }));
  const started = await startTestQueue(t.db, t.url, scriptedPipeline());
  await aiEditJob.register(started.queue.boss, { concurrency: 1, work: false, deps: deps() });
  stop = started.stop;
});
afterEach(() => {
  scripted.scenario = "clean";
  scripted.plantedEdit = null;
});
afterAll(async () => {
  await stop();
  await scripted.close();
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "started",
    (error: unknown) =>
      error instanceof AppError ? `${error.status} ${error.messageKey}` : String(error),
  );

/** A voice edit of the weak body, on its selection or (piece) on the whole body. */
function voiceRequest(voiceId?: string, piece = false): AiEditRequest {
  const request = requestOf("voice");
  return {
    ...request,
    ...(voiceId ? { voiceId } : {}),
    ...(piece ? { selection: undefined } : {}),
  };
}

describe("Match my voice refuses, before anything counts", () => {
  it("another user's voice (not found), one being learned (not ready), and no voice at all", async () => {
    const user = await memberOf(t.db, "pro");
    const other = await memberOf(t.db, "pro");
    const post = await insertPost(t.db, user.id);
    const theirs = await insertLearnedVoice(t.db, other.id);
    const learning = await insertLearnedVoice(t.db, user.id, { status: "running" });
    const start = (request: AiEditRequest) => codeOf(startAiEdit(user, post.id, request));
    expect(await start(voiceRequest(theirs.id))).toBe(`404 ${VOICE_MESSAGES.notFound}`);
    expect(await start(voiceRequest(theirs.id, true))).toBe(`404 ${VOICE_MESSAGES.notFound}`);
    expect(await start(voiceRequest(learning.id))).toBe(`409 ${VOICE_MESSAGES.notReady}`);
    expect(await start(voiceRequest())).toBe(`400 ${AI_EDIT_MESSAGES.voiceRequired}`);
    expect((await editAllowance(user)).used).toBe(0);
    const stored = await t.db
      .select()
      .from(schema.aiEdits)
      .where(eq(schema.aiEdits.postId, post.id));
    expect(stored).toHaveLength(0);
  });

  it("another user's voice even when it is set on the post by hand", async () => {
    const user = await memberOf(t.db, "pro");
    const other = await memberOf(t.db, "pro");
    const theirs = await insertLearnedVoice(t.db, other.id);
    const post = await insertPost(t.db, user.id, { voiceId: theirs.id });
    expect(await codeOf(startAiEdit(user, post.id, voiceRequest()))).toBe(
      `404 ${VOICE_MESSAGES.notFound}`,
    );
  });
});

describe("Match my voice", () => {
  it("writes the selection in the post's voice, its guide and targets given as data", async () => {
    const user = await memberOf(t.db, "pro");
    const voice = await insertLearnedVoice(t.db, user.id);
    const post = await insertPost(t.db, user.id, { voiceId: voice.id });
    const { id } = await startAiEdit(user, post.id, voiceRequest());
    const [row] = await t.db.select().from(schema.aiEdits).where(eq(schema.aiEdits.id, id));
    expect(row?.input).toMatchObject({ voiceId: voice.id });
    await runAiEdit(deps(), id, new AbortController().signal);
    const edit = await aiEditFor(user, id);
    expect(edit.status).toBe("succeeded");
    expect(edit.result).toMatchObject({ kind: "selection" });
    if (edit.result?.kind === "selection")
      expect(edit.result.html.startsWith(VOICE_EDIT_OPENING)).toBe(true);
    const prompt = scripted.prompts.at(-1);
    expect(prompt?.system).toContain(VOICE_RULE);
    expect(prompt?.user).toContain("Edit action: voice");
    expect(prompt?.user).toContain(`<voice>\nTone: ${VOICE_GUIDE.tone}`);
    expect(prompt?.user).toContain("Measured targets:");
  });

  it("rewrites the blocks furthest from the voice when nothing is selected", async () => {
    const user = await memberOf(t.db, "pro");
    const voice = await insertLearnedVoice(t.db, user.id);
    const post = await insertPost(t.db, user.id);
    const { id } = await startAiEdit(user, post.id, voiceRequest(voice.id, true));
    await runAiEdit(deps(), id, new AbortController().signal);
    const edit = await aiEditFor(user, id);
    expect(edit.status).toBe("succeeded");
    if (edit.result?.kind !== "blocks") throw new Error(`not blocks: ${edit.result?.kind}`);
    expect(edit.result.replacements.length).toBeGreaterThan(0);
    for (const r of edit.result.replacements) {
      expect(r.to).toBe(r.from + 1);
      expect(r.html).toContain(VOICE_EDIT_OPENING.trim());
    }
  });

  it("fails (and no longer counts) when the voice is gone before the edit runs", async () => {
    const user = await memberOf(t.db, "pro");
    const voice = await insertLearnedVoice(t.db, user.id);
    const post = await insertPost(t.db, user.id);
    const { id } = await startAiEdit(user, post.id, voiceRequest(voice.id));
    await t.db.delete(schema.voices).where(eq(schema.voices.id, voice.id));
    await runAiEdit(deps(), id, new AbortController().signal);
    expect(await aiEditFor(user, id)).toMatchObject({ status: "failed" });
    expect((await editAllowance(user)).used).toBe(0);
  });
});
