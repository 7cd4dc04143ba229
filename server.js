// The process entry: Node runs this file as it is. In development it serves through Vite (hot
// reload, source maps); otherwise it runs the built server (`npm run build`). Both call the same
// run() from server/main.ts.
import path from "node:path";
import process from "node:process";

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
