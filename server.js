// The process entry: Node runs this file as it is. In development it serves through Vite (hot
// reload, source maps); otherwise it runs the built server (`npm run build`). Both call the same
// run() from server/main.ts.
import "./scripts/require-node.js";
import fs from "node:fs";
import path from "node:path";
import process from "node:process";

// A .env beside this file fills in variables the environment does not set (see .env.example).
const envFile = path.join(import.meta.dirname, ".env");
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

const development = process.env.NODE_ENV !== "production";

if (development) {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const main = await vite.ssrLoadModule("./server/main.ts");
  await main.run({ vite });
} else {
  const main = await import("./build/server/index.js");
  await main.run({ clientDir: path.resolve(import.meta.dirname, "build/client") });
}
