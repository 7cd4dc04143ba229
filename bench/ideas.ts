// Idea Lab benchmark (issue 15): the real server with the scripted OpenAI-compatible model, so
// the figures are the product's own cost (job pickup, limits, storing, reading), not a model's.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase } from "@server/db";
import { startScriptedServer } from "../tests/support/scripted-openai";
import {
  createUserWithSession,
  SESSION_COOKIE,
  signedSessionCookie,
} from "../tests/support/sessions";
import { load } from "./load.js";
import { startServer } from "./server.js";

const PORT = 4341;
const MODEL_PORT = 4342;
const PG_PORT = 4343;
const SETS = Number(process.env.BENCH_IDEA_SETS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
};

export async function benchIdeas() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-bench-ideas-"));
  const model = await startScriptedServer("clean", { port: MODEL_PORT });
  const server = await startServer({
    port: PORT,
    dataDir,
    env: {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: model.url,
      EMBEDDED_PG_PORT: String(PG_PORT),
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
  const signedIn = async (tier: "free" | "pro") => {
    const user = await createUserWithSession(db, { tier });
    return `${SESSION_COOKIE}=${await signedSessionCookie(user.token, secrets.authSecret)}`;
  };
  const start = (cookie: string) =>
    fetch(`${server.url}/api/ideas`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ platform: "linkedin", niche: "specialty coffee" }),
    });
  const rows: { measure: string; value: string }[] = [];
  try {
    // (a) One set after another: the request's answer, then the server's time to the stored set.
    const pro = await signedIn("pro");
    const answers: number[] = [];
    const done: number[] = [];
    let runId = "";
    for (let i = 0; i < SETS; i++) {
      const asked = performance.now();
      const response = await start(pro);
      answers.push(performance.now() - asked);
      runId = ((await response.json()) as { run: { id: string } }).run.id;
      for (;;) {
        const { rows: found } = await db.$client.query(
          "select status, extract(epoch from finished_at - created_at) * 1000 as ms from idea_runs where id = $1",
          [runId],
        );
        if (found[0]?.status === "succeeded" || found[0]?.status === "failed") {
          done.push(Number(found[0].ms));
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    rows.push({
      measure: `POST /api/ideas answered (${SETS} sets, one at a time)`,
      value: `p50 ${quantile(answers, 0.5)} ms, p95 ${quantile(answers, 0.95)} ms`,
    });
    rows.push({
      measure: "set stored, from the request (job pickup, scripted model, checks, insert)",
      value: `p50 ${quantile(done, 0.5)} ms, p95 ${quantile(done, 0.95)} ms`,
    });

    // (b) A free user's 20 concurrent starts: exactly 5 accepted, the rest refused, and how long.
    const free = await signedIn("free");
    const burst = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => start(free).then((r) => r.status)),
    );
    rows.push({
      measure: "20 concurrent starts of one free user (5 sets a day)",
      value: `${statuses.filter((s) => s === 202).length} × 202, ${statuses.filter((s) => s === 402).length} × 402, all answered in ${(performance.now() - burst).toFixed(0)} ms`,
    });

    // (c) What the tab's progress read costs.
    const route = `${server.url}/api/ideas/runs/${runId}`;
    await load(route, { connections: CONNECTIONS, duration: 2, headers: { cookie: pro } });
    const result = await load(route, {
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { cookie: pro },
    });
    rows.push({
      measure: `GET /api/ideas/runs/{id} with ten ideas (${CONNECTIONS} connections, ${DURATION} s)`,
      value: `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
    });
  } finally {
    await db.$client.end();
    await server.stop();
    await model.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
