import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first 200 from /healthz. */
  readyMs: number;
  output(): string;
  /** Sends the signal and resolves with the exit code (or the signal's name). */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
};

/** Runs the built server (`node server.js`) as a person would, with the given environment. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  // Its own PostgreSQL port too: the embedded default (54329, taken if free) races when several
  // servers of the suite, or of another checkout's suite, start at the same moment.
  const pgPort = env.EMBEDDED_PG_PORT ?? String(await freePort());
  const started = Date.now();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "local",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      // Tests never reach the internet: a test that wants the download gives LOCAL_MODEL_URL.
      LOCAL_MODEL_AUTO_PULL: "0",
      EMBEDDED_PG_PORT: pgPort,
      ...env,
      PORT: port,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    url,
    readyMs: 0,
    output: () => output,
    async stop(signal = "SIGTERM") {
      child.kill(signal);
      return exited;
    },
  };
  for (;;) {
    const state = await Promise.race([
      exited.then(() => "exited" as const),
      fetch(`${url}/healthz`)
        .then((r) => (r.status === 200 ? ("ready" as const) : ("waiting" as const)))
        .catch(() => "waiting" as const),
    ]);
    if (state === "ready") break;
    if (state === "exited") throw new Error(`the server exited before it was ready:\n${output}`);
    if (Date.now() - started > 120_000) {
      child.kill("SIGKILL");
      throw new Error(`the server was not ready within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.readyMs = Date.now() - started;
  return server;
}

/** Live PostgreSQL processes whose command line names this cluster folder. */
export function postgresProcessesFor(clusterDir: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (cmdline[0]?.endsWith("postgres") && cmdline.includes(clusterDir))
        found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
