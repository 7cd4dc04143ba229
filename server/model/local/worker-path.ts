import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The child entry worker.js (see localScriptPath). */
export function localWorkerPath(): string {
  return localScriptPath("worker.js");
}

/**
 * A plain-JavaScript child entry of this folder (worker.js, probe.js): next to this module when
 * running from source (tsx, Vitest), or, from the production bundle (build/server), in
 * server/model/local/ of the project root, the first folder above the running code whose
 * package.json is named "inkwell".
 */
export function localScriptPath(name: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, name);
  if (fs.existsSync(beside)) return beside;
  for (let dir = here; ; dir = path.dirname(dir)) {
    if (isProjectRoot(dir)) {
      const candidate = path.join(dir, "server", "model", "local", name);
      if (fs.existsSync(candidate)) return candidate;
    }
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`server/model/local/${name} was not found above ${here}`);
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
