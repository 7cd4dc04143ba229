// Generation benchmark (issue 4), with the tiny random-weight model through the real runtime:
// (a) overhead: wall time of a generation through the app (HTTP start, queue, worker, pipeline in
//     the model's child process, database writes, event stream) divided by a direct
//     node-llama-cpp generation of the same number of tokens from the same prompt (goal <= 1.10);
// (b) time from the start request to the first progress event from a worker (goal p50 <= 150 ms).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseGenerationInput } from "@domain/generation-input";
import { createDatabase } from "@server/db";
import { singleAnswer } from "@server/generation/answers";
import { singlePrompt } from "@server/generation/prompts";
import { withJsonInstruction } from "@server/model/local/prompt";
import { getLlama, LlamaChatSession } from "node-llama-cpp";
import { writeTinyModel } from "../scripts/tiny-model/write-gguf";
import {
  createUserWithSession,
  SESSION_COOKIE,
  signedSessionCookie,
} from "../tests/support/sessions";
import { startServer } from "./server.js";

const PORT = 3201;
const REQUEST = {
  contentType: "social",
  title: "Spring menu launch",
  platform: "instagram",
  description: "Three new drinks and the terrace reopens",
  language: "en",
};

type Event = { status: string; phase: string; postId: string | null };

async function events(
  url: string,
  cookie: string,
  onEvent: (e: Event) => void,
  signal?: AbortSignal,
) {
  const response = await fetch(url, { headers: { cookie }, signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) return;
    buffer += decoder.decode(chunk.value, { stream: true });
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
      buffer = buffer.slice(end + 2);
      if (data) onEvent(JSON.parse(data));
    }
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

export async function benchGeneration() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-bench-gen-"));
  const modelPath = path.join(dataDir, "tiny.gguf");
  await writeTinyModel(modelPath);
  const server = await startServer({
    port: PORT,
    dataDir,
    env: {
      AI_PROVIDER: "local",
      LOCAL_MODEL_PATH: modelPath,
      LOCAL_MODEL_THREADS: "1",
      GENERATION_CONCURRENCY: "20",
    },
  });
  const rows: { measure: string; value: string }[] = [];
  const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8"));
  const pgPort = fs
    .readFileSync(path.join(dataDir, "postgres/postmaster.pid"), "utf8")
    .split("\n")[3];
  const db = createDatabase(
    `postgres://postgres:${secrets.postgresPassword}@127.0.0.1:${pgPort}/inkwell`,
    { max: 2 },
  );
  try {
    const user = await createUserWithSession(db, { tier: "elite" });
    const cookie = `${SESSION_COOKIE}=${await signedSessionCookie(user.token, secrets.authSecret)}`;
    const start = () =>
      fetch(`${server.url}/api/generations`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify(REQUEST),
      }).then(async (r) => ((await r.json()) as { id: string }).id);

    // (a) Overhead. The first generation warms the model's child process up and is not counted.
    const appRuns: { ms: number; tokens: number }[] = [];
    for (let run = 0; run < 4; run++) {
      const began = performance.now();
      const id = await start();
      await events(`${server.url}/api/generations/${id}/events`, cookie, () => {});
      const ms = performance.now() - began;
      const row = await db.$client.query(
        "select output_tokens, status from generations where id = $1",
        [id],
      );
      if (row.rows[0]?.status !== "succeeded")
        throw new Error(`bench generation ${row.rows[0]?.status}`);
      if (run > 0) appRuns.push({ ms, tokens: row.rows[0].output_tokens });
    }
    const parsed = parseGenerationInput(REQUEST);
    if (!parsed.ok) throw new Error(parsed.problem.message);
    const prompt = singlePrompt(parsed.value);
    const answer = singleAnswer("social", 120);
    // The same system text the app's model receives: the local provider appends the JSON schema.
    const [system] = withJsonInstruction([{ type: "system", text: prompt.system }], {
      schema: answer.schema,
    });
    const systemText = system?.type === "system" ? String(system.text) : prompt.system;
    const llama = await getLlama({ gpu: false, build: "never" });
    const model = await llama.loadModel({ modelPath });
    const context = await model.createContext({ contextSize: 8192, threads: 1 });
    const grammar = await llama.createGrammarForJsonSchema(
      singleAnswer("social", 120).schema as never,
    );
    const directRuns: number[] = [];
    for (const { tokens } of appRuns) {
      const sequence = context.getSequence();
      const session = new LlamaChatSession({
        contextSequence: sequence,
        systemPrompt: systemText,
      });
      const began = performance.now();
      await session.prompt(prompt.prompt, { maxTokens: tokens, grammar, temperature: 0.7 });
      directRuns.push(performance.now() - began);
      session.dispose();
      sequence.dispose();
    }
    const ratio =
      appRuns.reduce((sum, run) => sum + run.ms, 0) / directRuns.reduce((sum, ms) => sum + ms, 0);
    rows.push({
      measure: "(a) app generation ÷ direct node-llama-cpp, same tokens",
      value: `${ratio.toFixed(2)} (app ${appRuns.map((r) => `${Math.round(r.ms)} ms/${r.tokens} tok`).join(", ")}; direct ${directRuns.map((ms) => `${Math.round(ms)} ms`).join(", ")})`,
    });
    await context.dispose();
    await model.dispose();

    // (b) Start request to the first progress event from a worker.
    const latencies: number[] = [];
    for (let run = 0; run < 20; run++) {
      const began = performance.now();
      const id = await start();
      const stop = new AbortController();
      await new Promise<void>((resolve) => {
        events(
          `${server.url}/api/generations/${id}/events`,
          cookie,
          (event) => {
            if (!stop.signal.aborted && event.status !== "queued") {
              latencies.push(performance.now() - began);
              stop.abort();
              resolve();
            }
          },
          stop.signal,
        ).catch(() => resolve());
      });
    }
    rows.push({
      measure: "(b) start request → first worker progress event (20 runs)",
      value: `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
    });
  } finally {
    await db.$client.end();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
