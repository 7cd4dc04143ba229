// A generation whose model server never answers structured calls in shape: the fallbacks are
// used, logged at warn with the generation id, recorded on the generation row and read back for
// the post's view, and the analyser still runs.
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { startTestQueue, waitUntil } from "../../tests/support/generation";
import { type ScriptedServer, startScriptedServer } from "../../tests/support/scripted-openai";
import { createUserWithSession } from "../../tests/support/sessions";
import { parseConfig } from "../config";
import { schema } from "../db";
import { createModel } from "../model/model";
import { derivedPartsOf } from "./notes";
import { runPipeline } from "./pipeline";
import { generationRow } from "./runner";
import { startGeneration } from "./start";

const t = testDatabase();
const logs: Record<string, unknown>[] = [];
let server: ScriptedServer;
let stop = async () => {};

beforeAll(async () => {
  server = await startScriptedServer("no-json");
  const model = createModel(
    parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: server.url }),
  );
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const started = await startTestQueue(t.db, t.url, runPipeline, {
    model: () => model,
    log: pino({ level: "warn" }, sink),
  });
  stop = started.stop;
});
afterAll(async () => {
  await stop();
  await server.close();
});

it("records, logs and names every part taken from elsewhere; the post is analysed", async () => {
  const created = await createUserWithSession(t.db, { tier: "pro" });
  const user = {
    ...created,
    image: null,
    twoFactorEnabled: false,
    roles: [],
    isAdmin: false,
    isSuperAdmin: false,
    tier: "pro" as const,
  };
  const { id } = await startGeneration(user, {
    contentType: "help",
    title: "Export your library",
    featureName: "Library export",
    language: "en",
  } as never);
  const done = await waitUntil(
    () => generationRow(t.db, id),
    (row) => row?.status === "succeeded" || row?.status === "failed",
  );
  expect(done?.status).toBe("succeeded");
  expect(done?.fallbacks).toEqual([
    { step: "outline", parts: ["outline", "title"], error: "answer: no JSON object in the answer" },
    {
      step: "metadata",
      parts: ["metaDescription", "synopsis", "abstract", "slug", "keywords"],
      error: "answer: no JSON object in the answer",
    },
  ]);
  const warned = logs.filter((l) => l.level === 40 && l.generationId === id);
  expect(warned.map((l) => [l.step, l.provider])).toEqual([
    ["outline", "openai-compatible"],
    ["metadata", "openai-compatible"],
  ]);
  const [post] = await t.db
    .select()
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, done?.postId ?? ""));
  expect(post?.analysis).toMatchObject({ version: 4 });
  expect(post?.metaDescription?.length).toBeGreaterThanOrEqual(120);
  expect(await derivedPartsOf(user, post?.id ?? "")).toEqual([
    "outline",
    "title",
    "metaDescription",
    "synopsis",
    "abstract",
    "slug",
    "keywords",
  ]);
  // Nobody else reads them.
  const other = await createUserWithSession(t.db, { tier: "pro" });
  expect(await derivedPartsOf(other, post?.id ?? "")).toEqual([]);
});
