// `npm start`: builds the app when its sources changed, then runs the optimised server. From a
// plain shell it is a local run on the embedded defaults; with NODE_ENV=production or
// APP_ENV=production in the environment it is a deployment (docs/decisions/0002-run-modes.md).
import "./require-node.js";
import { spawn } from "node:child_process";
import path from "node:path";
import { buildIfStale, root } from "./build-if-stale.js";

const appEnv =
  process.env.APP_ENV ?? (process.env.NODE_ENV === "production" ? "production" : "local");
buildIfStale();

const server = spawn(process.execPath, [path.join(root, "server.js")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", APP_ENV: appEnv },
});
// The server stops itself (and PostgreSQL) on these signals; this wrapper waits for it.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
