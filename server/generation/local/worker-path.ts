import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const WORKER = "worker.js";

/**
 * The child entry worker.js: next to this module when running from source (tsx, Vitest), or,
 * from the production bundle (build/server), in server/generation/local/ of the project root,
 * the first folder above the running code whose package.json is named "inkwell".
 */
export function localWorkerPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, WORKER);
  if (fs.existsSync(beside)) return beside;
  for (let dir = here; ; dir = path.dirname(dir)) {
    if (isProjectRoot(dir)) {
      const candidate = path.join(dir, "server", "generation", "local", WORKER);
      if (fs.existsSync(candidate)) return candidate;
    }
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`server/generation/local/${WORKER} was not found above ${here}`);
}

function isProjectRoot(dir: string): boolean {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as {
      name?: string;
    };
    return pkg.name === "inkwell";
  } catch {
    return false;
  }
}
