// A bulk run from a spreadsheet through the public API (issue 30, ADR 0030 "Bulk runs"): a
// 50-row CSV with 3 bad rows (refused before anything runs) and 5 rows the model always fails,
// on a plan of 50 rows and 50 credits; the server is killed (SIGKILL) mid-run and started again
// on the same database. The run ends with 42 succeeded, 5 failed (retryable) and 3 refused, the
// credits exact (42 used, nothing left reserved) and nothing doubled; a retry of the 5 with the
// model fixed ends with 47 succeeded and 47 used, and the zip holds the 47 posts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BulkRunResponse } from "@domain/api/bulk";
import { expect, test } from "@playwright/test";
import { schema } from "@server/db";
import { eq, sql } from "drizzle-orm";
import { bearer, insertApiKey } from "../../support/api-key";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { type FailingModel, startFailingModel } from "../../support/scripted-failing";
import { type ScriptedServer, startScriptedServer } from "../../support/scripted-openai";
import { type ServerProcess, startServer, waitFor } from "../../support/server-process";
import { createUserWithSession } from "../../support/sessions";

const MARKER = "ALWAYSFAILS";

/** 50 data rows: 42 good, 5 the model fails, 3 bad (no topic, an unknown type, a wrong tone). */
function sheet(): string {
  const lines = ["Topic,Content Type,Keywords,Tone"];
  for (let i = 1; i <= 50; i++) {
    if (i === 7) lines.push(",blog,tea,friendly");
    else if (i === 17) lines.push("Poems about tea,poem,tea,friendly");
    else if (i === 33) lines.push("Tea for two,blog,tea,grumpy");
    else if (i % 10 === 5) lines.push(`Row ${i} ${MARKER},Blog Post,tea; cups,friendly`);
    else lines.push(`Brewing tea number ${i},blog,"tea, cups",professional`);
  }
  return lines.join("\n");
}

let scripted: ScriptedServer;
let failing: FailingModel;
let app: ScriptedApp;
let restarted: ServerProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-bulk-restart-"));

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  scripted = await startScriptedServer("clean");
  failing = await startFailingModel(scripted.url, MARKER);
  app = await startScriptedApp("bulk", { AI_BASE_URL: failing.url, GENERATION_CONCURRENCY: "2" });
});

test.afterAll(async () => {
  await restarted?.stop();
  await app?.stop();
  await failing?.close();
  await scripted?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a 50-row sheet survives a crash: 42 succeeded, 5 retryable, 3 refused, credits exact", async () => {
  const user = await createUserWithSession(app.db, { tier: "lite" });
  const { key } = await insertApiKey(app.db, user.id, { scopes: ["read", "generate"] });
  let base = app.server.url;
  const call = async (method: string, url: string, body?: unknown) => {
    const answer = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: { ...bearer(key), "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, json: (await answer.json()) as BulkRunResponse };
  };

  const started = await call("POST", "/bulk-runs", { name: "Tea", csv: sheet() });
  expect(started.status).toBe(202);
  const runId = started.json.run.id;
  const refused = started.json.rows.filter((row) => row.status === "refused");
  expect(refused.map((row) => [row.rowNumber, row.problem?.message])).toEqual([
    [8, "create:types.blog.missingInformation"],
    [18, "create:validation.contentType"],
    [34, expect.stringMatching(/^create:/)],
  ]);
  // The 47 valid rows' cost reserved at once.
  const usage = async () => {
    const [row] = await app.db
      .select()
      .from(schema.userUsage)
      .where(eq(schema.userUsage.userId, user.id));
    return { used: Number(row?.generationsUsed), reserved: Number(row?.generationsReserved) };
  };
  expect(await usage()).toEqual({ used: 0, reserved: 47 });

  // Mid-run: killed, then started again on the same database (and port).
  const succeeded = async () => {
    const rows = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.bulkRows)
      .where(sql`${schema.bulkRows.runId} = ${runId} and ${schema.bulkRows.status} = 'succeeded'`);
    return rows[0]?.n ?? 0;
  };
  await waitFor(async () => (await succeeded()) >= 10, 120_000);
  expect(await app.server.stop("SIGKILL")).toBe("SIGKILL");
  expect(await succeeded()).toBeLessThan(42);
  restarted = await startServer({
    PORT: new URL(app.server.url).port,
    DATABASE_URL: String(app.db.$client.options.connectionString),
    DATA_DIR: dataDir,
    AUTH_SECRET: app.secret,
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: failing.url,
    GENERATION_CONCURRENCY: "2",
    LOG_LEVEL: "warn",
  });
  base = restarted.url;

  /** Reads the run until it has finished. */
  const untilFinished = async (timeoutMs: number): Promise<BulkRunResponse> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const read = await call("GET", `/bulk-runs/${runId}`);
      expect(read.status).toBe(200);
      if (read.json.run.finishedAt) return read.json;
      if (Date.now() > deadline)
        throw new Error(`the run did not finish: ${JSON.stringify(read.json.run)}`);
      // Once a second: the lite plan allows the key 120 requests a minute.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  };
  let done = await untilFinished(180_000);
  expect(done.run).toMatchObject({
    status: "finished",
    reserved: "0",
    counts: { succeeded: 42, failed: 5, refused: 3, waiting: 0, running: 0, cancelled: 0 },
  });
  expect(done.rows.filter((row) => row.status === "failed").map((row) => row.rowNumber)).toEqual([
    6, 16, 26, 36, 46,
  ]);
  expect(await usage()).toEqual({ used: 42, reserved: 0 });
  await expectNothingDoubled(user.id, runId, 47, 42);

  // The model fixed: the 5 failed rows run again, their cost reserved again.
  failing.failing = false;
  const retried = await call("POST", `/bulk-runs/${runId}/retry`);
  expect(retried.status).toBe(202);
  done = await untilFinished(120_000);
  expect(done.run.counts).toMatchObject({ succeeded: 47, failed: 0, refused: 3 });
  expect(await usage()).toEqual({ used: 47, reserved: 0 });
  await expectNothingDoubled(user.id, runId, 52, 47);

  const zip = await fetch(`${base}/api/v1/bulk-runs/${runId}/download`, { headers: bearer(key) });
  expect(zip.status).toBe(200);
  expect(zip.headers.get("content-type")).toBe("application/zip");
  const bytes = Buffer.from(await zip.arrayBuffer());
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  // Each file's name is in its local header and in the central directory.
  expect(bytes.toString("latin1").match(/row-\d+-[^/]*?\.md/g)?.length).toBe(94);
});

/** Every row's generations and posts: none started twice, one post per succeeded row. */
async function expectNothingDoubled(
  userId: string,
  runId: string,
  generations: number,
  posts: number,
) {
  const made = await app.db
    .select({ id: schema.generations.id })
    .from(schema.generations)
    .where(eq(schema.generations.userId, userId));
  expect(made).toHaveLength(generations);
  const written = await app.db
    .select({ id: schema.blogPosts.id })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.userId, userId));
  expect(written).toHaveLength(posts);
  const rows = await app.db.select().from(schema.bulkRows).where(eq(schema.bulkRows.runId, runId));
  const postIds = rows.flatMap((row) => (row.postId ? [row.postId] : []));
  expect(new Set(postIds).size).toBe(posts);
  // A row started once per run (and once more per retry): never twice at once.
  for (const row of rows)
    expect(row.attempts).toBeLessThanOrEqual(row.rowNumber % 10 === 6 ? 2 : 1);
}
