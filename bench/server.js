// Starts the built server for a benchmark on a data folder of its own and waits until it answers.
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "../scripts/build-if-stale.js";

export async function startServer({ port, dataDir, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "server.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "local",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      // Benchmarks never download a model (bench/generation.ts gives LOCAL_MODEL_PATH).
      LOCAL_MODEL_AUTO_PULL: "0",
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const status = await fetch(`${url}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null) throw new Error("the server exited before it was ready");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pid: child.pid,
    readyMs: performance.now() - started,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
