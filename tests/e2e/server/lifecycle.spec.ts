import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { postgresProcessesFor, startServer, waitFor } from "../../support/server-process";

test.describe.configure({ mode: "serial" });

function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `inkwell-${name}-`));
}

test("starts on a fresh data folder, starts again on it, and each stop leaves no PostgreSQL behind", async () => {
  test.setTimeout(180_000);
  const dataDir = tempDir("lifecycle");
  const clusterDir = path.join(dataDir, "postgres");

  const first = await startServer({ DATA_DIR: dataDir });
  expect(postgresProcessesFor(clusterDir)).toHaveLength(1);
  expect(await first.stop("SIGINT")).toBe(0);
  expect(postgresProcessesFor(clusterDir)).toEqual([]);
  expect(fs.existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(false);

  const second = await startServer({ DATA_DIR: dataDir });
  expect(second.output()).not.toContain("initialising PostgreSQL");
  const page = await fetch(second.url);
  expect(page.status).toBe(200);
  expect(await second.stop("SIGTERM")).toBe(0);
  expect(postgresProcessesFor(clusterDir)).toEqual([]);
  expect(fs.existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(false);
  test.info().annotations.push({
    type: "startup",
    description: `first ${first.readyMs} ms, second ${second.readyMs} ms`,
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("adopts the PostgreSQL a killed server left running, and stops it on exit", async () => {
  test.setTimeout(180_000);
  const dataDir = tempDir("orphan");
  const clusterDir = path.join(dataDir, "postgres");
  const killed = await startServer({ DATA_DIR: dataDir });
  expect(await killed.stop("SIGKILL")).toBe("SIGKILL");
  expect(postgresProcessesFor(clusterDir)).toHaveLength(1);

  const next = await startServer({ DATA_DIR: dataDir });
  expect(next.output()).toContain("adopting PostgreSQL");
  expect((await fetch(`${next.url}/healthz`)).status).toBe(200);
  expect(await next.stop("SIGINT")).toBe(0);
  await waitFor(() => postgresProcessesFor(clusterDir).length === 0);
  expect(fs.existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("refuses to start on a bad PORT and names it", async () => {
  await expect(startServer({ PORT: "not-a-port", DATA_DIR: tempDir("bad-port") })).rejects.toThrow(
    /PORT must be a whole number from 1 to 65535 \(got "not-a-port"\)/,
  );
});
