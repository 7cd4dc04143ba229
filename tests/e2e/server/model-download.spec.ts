// The first start brings the writing model: the real server, started with no model and
// AI_PROVIDER=local, downloads the tiny GGUF from a local HTTP server standing in for Hugging
// Face (throttled so progress is visible, and made to cut, refuse or stay unused).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { tinyModelBytes } from "../../../scripts/tiny-model/write-gguf";
import { type ModelServer, startModelServer } from "../../support/model-server";
import { type ServerProcess, startServer, waitFor } from "../../support/server-process";

const MODEL = tinyModelBytes();
let dataDir: string;
let models: ModelServer;
let server: ServerProcess | undefined;

test.beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-model-"));
  models = await startModelServer(MODEL, "tiny-test.gguf");
});

test.afterEach(async () => {
  if (server) expect(await server.stop()).toBe(0);
  server = undefined;
  await models.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Health = {
  status: string;
  model: { provider: string; state: string; percent?: number; problem?: string };
};
const health = async (url: string) => {
  const response = await fetch(`${url}/healthz`);
  return { code: response.status, body: (await response.json()) as Health };
};
const saved = () => path.join(dataDir, "models", "tiny-test.gguf");

test("downloads the model by itself without delaying the start, reports it, and resumes after a cut connection", async () => {
  test.setTimeout(90_000);
  // About 8 s for the whole file, and the connection drops once at 150 KB.
  models.mode = { bytesPerSecond: 60_000, cutAt: 150_000 };
  server = await startServer({
    DATA_DIR: dataDir,
    // Its own PostgreSQL port: the default one races with other servers starting at once.
    LOCAL_MODEL_URL: models.url,
    LOCAL_MODEL_AUTO_PULL: "1",
  });
  const during = await health(server.url);
  expect(during.code).toBe(200);
  expect(during.body).toMatchObject({ status: "ok", model: { provider: "local" } });
  expect(["checking", "downloading"]).toContain(during.body.model.state);
  expect(fs.existsSync(saved())).toBe(false);
  expect((await fetch(`${server.url}/api/model`)).status).toBe(401);

  let percents: number[] = [];
  await waitFor(async () => {
    const { body } = await health(server?.url ?? "");
    if (body.model.percent !== undefined) percents.push(body.model.percent);
    return body.model.state === "ready";
  }, 60_000);
  percents = percents.filter((p, i) => i === 0 || p !== percents[i - 1]);
  expect(percents.length).toBeGreaterThan(1);

  // The cut left part of the file; the next try asked only for the rest.
  const starts = models.rangeStarts();
  expect(starts).toHaveLength(2);
  expect(starts[0]).toBe(0);
  expect(starts[1]).toBeGreaterThan(0);
  expect(starts[1]).toBeLessThanOrEqual(150_000);
  expect(fs.readFileSync(saved()).equals(MODEL)).toBe(true);
  expect(fs.existsSync(`${saved()}.part`)).toBe(false);

  const output = server.output();
  expect(output).toContain("downloading the model tiny-test.gguf");
  // For log collectors, a line per tenth (a slow moment may skip one).
  expect(output.match(/model download: \d+%/g)?.length ?? 0).toBeGreaterThan(2);
  expect(output).toContain("model download: 100%");
  expect(output).toContain("the model download failed: The download stopped at");
  expect(output).toContain("checked: size and SHA-256");
  expect(output).toContain("Inkwell is ready at");
  expect(output).not.toContain("in-memory adapter");
  test.info().annotations.push({
    type: "figures",
    description: `ready after ${server.readyMs} ms while the model downloaded; resumed at byte ${starts[1]} of ${MODEL.length}`,
  });
});

test("a refused download: a clear message naming the choices, tries again, nothing crashes", async () => {
  test.setTimeout(60_000);
  models.mode = { status: 403 };
  server = await startServer({
    DATA_DIR: dataDir,
    // Its own PostgreSQL port: the default one races with other servers starting at once.
    LOCAL_MODEL_URL: models.url,
    LOCAL_MODEL_AUTO_PULL: "1",
  });
  await waitFor(() => server?.output().includes("the model download failed") ?? false, 20_000);
  const output = server.output();
  expect(output).toContain(`answered 403`);
  expect(output).toContain("Trying again in 5 s");
  expect(output).toContain("AI_PROVIDER (openai, anthropic, google) with AI_API_KEY");
  expect(output).toContain("AI_PROVIDER=openai-compatible with AI_BASE_URL");
  expect(output).toContain("LOCAL_MODEL_PATH to a GGUF file");
  const { code, body } = await health(server.url);
  expect(code).toBe(200);
  expect(body.model).toMatchObject({ state: "retrying", problem: "http" });
  // The next try comes after the first pause (5 s).
  await waitFor(() => models.requests.length >= 2, 20_000);
  expect(server.child.exitCode).toBeNull();
  expect(fs.existsSync(saved())).toBe(false);
});

test("LOCAL_MODEL_AUTO_PULL=0 downloads nothing and says what to do", async () => {
  server = await startServer({
    DATA_DIR: dataDir,
    // Its own PostgreSQL port: the default one races with other servers starting at once.
    LOCAL_MODEL_URL: models.url,
    LOCAL_MODEL_AUTO_PULL: "0",
  });
  await waitFor(async () => (await health(server?.url ?? "")).body.model.state !== "checking");
  const { code, body } = await health(server.url);
  expect(code).toBe(200);
  expect(body.model).toMatchObject({ state: "missing", problem: "autoPullOff" });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(models.requests).toEqual([]);
  expect(fs.existsSync(path.join(dataDir, "models"))).toBe(false);
  expect(server.output()).toContain("no model file and LOCAL_MODEL_AUTO_PULL=0");
});
