import { spawn } from "node:child_process";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScriptedServer, startScriptedServer } from "../../tests/support/scripted-openai";
import { parseConfig } from "../config";
import { createModel } from "../model/model";
import { reportSelfCheck, selfCheck } from "./self-check";

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

const model = () =>
  createModel(parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: server.url }));
const results = async () =>
  (await selfCheck(model(), new AbortController().signal)).map((s) => [s.step, s.result]);

describe("the AI self-check", () => {
  it("tells steps answered in shape, repaired, or falling back", async () => {
    server.scenario = "clean";
    expect(await results()).toEqual([
      ["outline", "ok"],
      ["section", "ok"],
      ["metadata", "ok"],
      ["content", "ok"],
    ]);
    server.scenario = "repair";
    expect(await results()).toEqual([
      ["outline", "repaired"],
      ["section", "ok"],
      ["metadata", "repaired"],
      ["content", "repaired"],
    ]);
    server.scenario = "no-json";
    expect(await results()).toEqual([
      ["outline", "failed"],
      ["section", "ok"],
      ["metadata", "failed"],
      ["content", "failed"],
    ]);
  });

  it("at start-up, warns once per failing step", async () => {
    server.scenario = "no-json";
    const logs: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logs.push(JSON.parse(String(chunk)));
        done();
      },
    });
    await reportSelfCheck(model(), pino({ level: "info" }, sink), new AbortController().signal);
    expect(logs.map((l) => [l.level, l.step, l.provider])).toEqual([
      [40, "outline", "openai-compatible"],
      [40, "metadata", "openai-compatible"],
      [40, "content", "openai-compatible"],
    ]);
  });

  it("npm run ai:check prints each step and exits 1 when one would fall back", {
    timeout: 30_000,
  }, async () => {
    const run = (scenario: "clean" | "no-json") =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        server.scenario = scenario;
        const root = path.resolve(import.meta.dirname, "../..");
        const child = spawn(process.execPath, ["--import", "tsx", "scripts/ai-check.ts"], {
          cwd: root,
          env: { ...process.env, AI_PROVIDER: "openai-compatible", AI_BASE_URL: server.url },
        });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("exit", (code) => resolve({ code, output }));
      });
    const good = await run("clean");
    expect(good.code).toBe(0);
    expect(good.output).toMatch(/outline\s+answers in shape/);
    const bad = await run("no-json");
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/metadata\s+FAILS/);
    expect(bad.output).toMatch(/section\s+answers in shape/);
  });
});
