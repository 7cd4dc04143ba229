// Brand voices on PostgreSQL with the scripted model (issue 29): learning a voice commits its
// half credit once, a failure releases it, the plan's number of voices holds under concurrent
// creates, everything is scoped by the user, and hostile sample text stays text and data.

import type { SessionUser } from "@domain/auth";
import type { Tier } from "@domain/plans";
import { monthKey } from "@domain/usage";
import { type CreateVoiceInput, voiceSchema } from "@domain/voices";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost } from "../../tests/support/factories";
import { scriptedPipeline, startTestQueue, waitUntil } from "../../tests/support/generation";
import { sessionUser } from "../../tests/support/route-args";
import {
  type Scenario,
  type ScriptedServer,
  startScriptedServer,
} from "../../tests/support/scripted-openai";
import { VOICE_SAMPLE_TEXTS } from "../../tests/support/scripted-voice";
import { createUserWithSession } from "../../tests/support/sessions";
import { parseConfig } from "../config";
import { schema } from "../db";
import { AppError } from "../errors";
import { createLogger } from "../log";
import { createModel, type GenerationModel } from "../model";
import {
  createVoice,
  deleteVoice,
  listVoices,
  readVoice,
  readyVoice,
  updateVoice,
  voiceJob,
} from ".";

const t = testDatabase();
let scripted: ScriptedServer;
let model: GenerationModel;
let stop = async () => {};
const silent = createLogger("silent");

beforeAll(async () => {
  scripted = await startScriptedServer();
  model = createModel(parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: scripted.url }));
  const started = await startTestQueue(t.db, t.url, scriptedPipeline());
  await voiceJob.register(started.queue.boss, {
    concurrency: 2,
    deps: { db: t.db, log: silent, model: () => model },
  });
  stop = started.stop;
});
afterAll(async () => {
  await stop();
  await scripted.close();
});

async function member(tier: Tier = "pro", isAdmin = false): Promise<SessionUser> {
  const user = await createUserWithSession(t.db, { tier, roles: isAdmin ? ["admin"] : [] });
  return sessionUser({ ...user, tier, isAdmin, roles: isAdmin ? ["admin"] : [] });
}

const input = (overrides: Partial<CreateVoiceInput> = {}): CreateVoiceInput => ({
  name: "My voice",
  language: "en",
  samples: VOICE_SAMPLE_TEXTS.map((text, i) => ({
    kind: "text" as const,
    title: `Sample ${i + 1}`,
    text,
  })),
  ...overrides,
});

async function usageRow(userId: string, now = new Date()) {
  const [row] = await t.db
    .select()
    .from(schema.userUsage)
    .where(and(eq(schema.userUsage.userId, userId), eq(schema.userUsage.monthYear, monthKey(now))));
  return row;
}

// Every answer fits the API's shape (domain/voices.ts voiceSchema), whatever its state.
const finished = (user: SessionUser, id: string) =>
  waitUntil(
    async () => voiceSchema.parse(await readVoice(user, id)),
    (voice) => voice.status === "succeeded" || voice.status === "failed",
    30_000,
  );

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === "rejected"
    ? result.reason instanceof AppError
      ? result.reason.code
      : String(result.reason)
    : "created";

async function inScenario<T>(scenario: Scenario, run: () => Promise<T>): Promise<T> {
  scripted.scenario = scenario;
  try {
    return await run();
  } finally {
    scripted.scenario = "clean";
  }
}

describe("learning a voice", () => {
  it("measures the samples, writes the guide from them and commits the half credit once", async () => {
    const user = await member("pro");
    const before = scripted.requests.length;
    const queued = await createVoice(user, input());
    expect(queued).toMatchObject({ status: "queued", credit: "0.5", guide: null });
    expect(queued.samples.map((s) => s.kind)).toEqual(["text", "text", "text"]);
    expect(queued.samples[0]).not.toHaveProperty("text");
    expect((await usageRow(user.id))?.generationsReserved).toBe("0.5");
    const voice = await finished(user, queued.id);
    expect(voice).toMatchObject({ status: "succeeded", phase: "done", percent: 100, error: null });
    expect(voice.fingerprint).toMatchObject({ version: 1, language: "en" });
    expect(voice.fingerprint?.measures.contractions).toBeGreaterThan(0);
    // The scripted guide is derived from the prompt: the samples and the measured targets.
    expect(voice.guide?.tone).toMatch(/^Learned from 3 samples\. Sentence length: about/);
    expect(voice.guide?.do[0]).toBe('Write like "Sample 1"');
    const calls = scripted.requests.slice(before).filter((r) => r.kind === "guide");
    expect(calls).toHaveLength(1);
    const row = await usageRow(user.id);
    expect(row?.generationsUsed).toBe("0.5");
    expect(row?.generationsReserved).toBe("0.0");
    // Run again (a retry, a second worker): nothing is charged twice.
    await voiceJob.run(
      { db: t.db, log: silent, model: () => model },
      queued.id,
      new AbortController().signal,
    );
    expect((await usageRow(user.id))?.generationsUsed).toBe("0.5");
    const ready = await readyVoice(user, queued.id);
    expect(ready.guide).toEqual(voice.guide);
  });

  it("repairs a malformed guide answer once", async () => {
    const user = await member("pro");
    const before = scripted.requests.length;
    const voice = await inScenario("malformed", async () =>
      finished(user, (await createVoice(user, input())).id),
    );
    expect(voice.status).toBe("succeeded");
    const calls = scripted.requests.slice(before).filter((r) => r.kind === "guide");
    expect(calls.map((c) => c.repair)).toEqual([false, true]);
  });

  it.each(["no-json", "guide-broken"] as const)(
    "fails when the answer still does not fit (%s), releasing the half credit",
    async (scenario) => {
      const user = await member("pro");
      const voice = await inScenario(scenario, async () =>
        finished(user, (await createVoice(user, input())).id),
      );
      expect(voice).toMatchObject({ status: "failed", error: "voices:errors.failed", guide: null });
      const row = await usageRow(user.id);
      expect(row?.generationsUsed).toBe("0.0");
      expect(row?.generationsReserved).toBe("0.0");
      await expect(readyVoice(user, voice.id)).rejects.toMatchObject({ code: "VOICE_NOT_READY" });
      await expect(updateVoice(user, voice.id, { name: "x" })).rejects.toMatchObject({
        code: "VOICE_NOT_READY",
        status: 409,
      });
    },
  );
});

describe("limits and credits", () => {
  it("keeps exactly the plan's number of voices under concurrent creates", async () => {
    const user = await member("free");
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => createVoice(user, input())),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === "created")).toHaveLength(1);
    expect(codes.filter((c) => c === "VOICE_LIMIT")).toHaveLength(4);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      status: 409,
      messageKey: "voices:errors.limit",
      params: { limit: 1 },
    });
    const created = results.find((r) => r.status === "fulfilled") as PromiseFulfilledResult<{
      id: string;
    }>;
    await finished(user, created.value.id);
    expect((await usageRow(user.id))?.generationsUsed).toBe("0.5");
    expect((await listVoices(user)).voices).toHaveLength(1);
  });

  it("refuses with INSUFFICIENT_CREDITS when no half credit is left, storing nothing", async () => {
    const user = await member("free");
    await t.db
      .insert(schema.userUsage)
      .values({ userId: user.id, monthYear: monthKey(new Date()), generationsUsed: "3.0" });
    await expect(createVoice(user, input())).rejects.toMatchObject({
      code: "INSUFFICIENT_CREDITS",
      status: 402,
      messageKey: "voices:errors.insufficientCredits",
    });
    expect((await listVoices(user)).voices).toEqual([]);
  });

  it("lets admins learn for nothing, and lists the plan's limit and the cost", async () => {
    const admin = await member("free", true);
    const voice = await finished(admin, (await createVoice(admin, input())).id);
    expect(voice).toMatchObject({ status: "succeeded", credit: "0" });
    expect((await usageRow(admin.id))?.generationsUsed ?? "0.0").toBe("0.0");
    expect(await listVoices(admin)).toMatchObject({ limit: 25, cost: "0" });
    expect(await listVoices(await member("lite"))).toEqual({ voices: [], limit: 3, cost: "0.5" });
  });
});

describe("samples", () => {
  it("reads a library post as text, and refuses a sample too short with its index", async () => {
    const user = await member("pro");
    const post = await insertPost(t.db, user.id, {
      title: "My <b>post</b>",
      content: `<h2>Cold brew</h2><p>${VOICE_SAMPLE_TEXTS[0]}</p><script>alert(1)</script>`,
    });
    const samples = input().samples.slice(0, 2);
    const voice = await createVoice(
      user,
      input({ samples: [...samples, { kind: "post", postId: post.id }] }),
    );
    const [row] = await t.db.select().from(schema.voices).where(eq(schema.voices.id, voice.id));
    const stored = row?.samples[2];
    expect(stored).toMatchObject({ kind: "post", postId: post.id, title: "My post" });
    expect(stored?.text.startsWith("Cold brew\n\nI brew my coffee cold.")).toBe(true);
    expect(stored?.text).not.toContain("<");
    expect(stored?.text).not.toContain("alert");
    await finished(user, voice.id);
    await expect(
      createVoice(
        user,
        input({
          samples: [...samples, { kind: "text", title: "", text: "Too short to say much." }],
        }),
      ),
    ).rejects.toMatchObject({
      code: "INVALID_INPUT",
      status: 400,
      messageKey: "voices:errors.sampleTooShort",
      field: "samples",
      params: { min: 40, index: 2 },
    });
  });

  it("refuses another user's post as a sample before anything is stored or reserved", async () => {
    const owner = await member("pro");
    const theirs = await insertPost(t.db, owner.id, { content: `<p>${VOICE_SAMPLE_TEXTS[1]}</p>` });
    const user = await member("pro");
    const samples = [...input().samples.slice(0, 2), { kind: "post" as const, postId: theirs.id }];
    await expect(createVoice(user, input({ samples }))).rejects.toMatchObject({
      code: "NOT_FOUND",
      status: 404,
      messageKey: "voices:errors.postNotFound",
    });
    expect((await listVoices(user)).voices).toEqual([]);
    expect((await usageRow(user.id))?.generationsReserved ?? "0.0").toBe("0.0");
  });
});

describe("another user's voice", () => {
  it("is not found on read, edit, delete and for generation, like a missing one", async () => {
    const owner = await member("pro");
    const voice = await finished(owner, (await createVoice(owner, input())).id);
    const other = await member("pro");
    const notFound = { code: "NOT_FOUND", status: 404, messageKey: "voices:errors.notFound" };
    await expect(readVoice(other, voice.id)).rejects.toMatchObject(notFound);
    await expect(updateVoice(other, voice.id, { name: "Mine now" })).rejects.toMatchObject(
      notFound,
    );
    await expect(deleteVoice(other, voice.id)).rejects.toMatchObject(notFound);
    await expect(readyVoice(other, voice.id)).rejects.toMatchObject(notFound);
    await expect(readVoice(other, "not-an-id")).rejects.toMatchObject(notFound);
    expect((await listVoices(other)).voices).toEqual([]);
    // The owner's voice is untouched.
    expect(await readVoice(owner, voice.id)).toMatchObject({
      name: "My voice",
      status: "succeeded",
    });
  });
});

describe("editing and deleting", () => {
  it("renames a learned voice and replaces its guide", async () => {
    const user = await member("pro");
    const voice = await finished(user, (await createVoice(user, input())).id);
    const guide = { tone: "Dry.", do: ["Be brief"], dont: [], use: ["honestly"], avoid: [] };
    const edited = await updateVoice(user, voice.id, { name: "Coffee me", guide });
    expect(edited).toMatchObject({ name: "Coffee me", guide });
    expect((await readyVoice(user, voice.id)).guide).toEqual(guide);
  });

  it("deletes a voice still being learned and gives its half credit back", async () => {
    const user = await member("pro");
    const now = new Date();
    await t.db
      .insert(schema.userUsage)
      .values({ userId: user.id, monthYear: monthKey(now), generationsReserved: "0.5" });
    const [row] = await t.db
      .insert(schema.voices)
      .values({
        userId: user.id,
        name: "Half learned",
        samples: input().samples.map((s) => ({
          ...(s as { title: string; text: string }),
          kind: "text" as const,
          words: 60,
          postId: null,
        })),
        credit: "0.5",
        monthYear: monthKey(now),
        status: "running",
      })
      .returning();
    const id = row?.id as string;
    await expect(updateVoice(user, id, { name: "x" })).rejects.toMatchObject({
      code: "VOICE_NOT_READY",
    });
    await deleteVoice(user, id);
    expect((await usageRow(user.id, now))?.generationsReserved).toBe("0.0");
    await expect(readVoice(user, id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
