// Priority processing under load (issue 16): with the queue full of other plans' generations,
// how long elite generations wait for a worker compared with the rest. A scripted
// OpenAI-compatible server stands in for the model (1.2 s per call, so that a generation takes a
// few seconds as a real one does), so the figure is the queue's order, not the model's speed.
// Two workers, 30 pro generations started first (15 users, 2 each: a pro plan runs 2 at once),
// then 6 elite ones (2 users, 3 each); the wait is started_at - created_at of each generation.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PLANS } from "@domain/plans";
import { createDatabase } from "@server/db";
import { startScriptedServer } from "../tests/support/scripted-openai";
import {
  createUserWithSession,
  SESSION_COOKIE,
  signedSessionCookie,
} from "../tests/support/sessions";
import { startServer } from "./server.js";

const PORT = 3202;
const PRO_JOBS = 30;
const ELITE_JOBS = 6;
const REQUEST = {
  contentType: "social",
  title: "Spring menu launch",
  platform: "instagram",
  description: "Three new drinks and the terrace reopens",
  language: "en",
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

export async function benchPriority() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-bench-priority-"));
  const scripted = await startScriptedServer("clean", { delayMs: 1200 });
  const server = await startServer({
    port: PORT,
    dataDir,
    env: {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: scripted.url,
      GENERATION_CONCURRENCY: "2",
    },
  });
  const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8"));
  const pgPort = fs
    .readFileSync(path.join(dataDir, "postgres/postmaster.pid"), "utf8")
    .split("\n")[3];
  const db = createDatabase(
    `postgres://postgres:${secrets.postgresPassword}@127.0.0.1:${pgPort}/inkwell`,
    { max: 2 },
  );
  try {
    const cookieOf = async (tier: "pro" | "elite") => {
      const user = await createUserWithSession(db, { tier });
      return `${SESSION_COOKIE}=${await signedSessionCookie(user.token, secrets.authSecret)}`;
    };
    // Each user starts as many as their plan runs at once (domain/plans.ts).
    const pros = await Promise.all(
      Array.from({ length: PRO_JOBS / PLANS.pro.concurrentGenerations }, () => cookieOf("pro")),
    );
    const elites = await Promise.all(
      Array.from({ length: ELITE_JOBS / PLANS.elite.concurrentGenerations }, () =>
        cookieOf("elite"),
      ),
    );
    const start = async (cookie: string) => {
      const response = await fetch(`${server.url}/api/generations`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify(REQUEST),
      });
      if (response.status !== 202 && response.status !== 201)
        throw new Error(`start answered ${response.status}`);
    };
    for (let i = 0; i < PRO_JOBS; i++) await start(pros[i % pros.length] ?? "");
    for (let i = 0; i < ELITE_JOBS; i++) await start(elites[i % elites.length] ?? "");
    const waits = async () => {
      for (;;) {
        const rows = await db.$client.query<{ tier: string; wait_ms: number; status: string }>(
          `select s.tier, extract(epoch from (g.started_at - g.created_at)) * 1000 as wait_ms, g.status
             from generations g join user_subscriptions s on s.user_id = g.user_id`,
        );
        if (rows.rows.every((r) => r.status === "succeeded" || r.status === "failed"))
          return rows.rows;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const done = await waits();
    const of = (tier: string) => done.filter((r) => r.tier === tier).map((r) => Number(r.wait_ms));
    const line = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
    return [
      {
        measure: `queue wait of ${ELITE_JOBS} elite started after ${PRO_JOBS} pro (2 workers)`,
        value: line(of("elite")),
      },
      { measure: `queue wait of the ${PRO_JOBS} pro generations`, value: line(of("pro")) },
      {
        measure: "generations that failed",
        value: String(done.filter((r) => r.status === "failed").length),
      },
    ];
  } finally {
    await db.$client.end();
    await server.stop();
    await scripted.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
