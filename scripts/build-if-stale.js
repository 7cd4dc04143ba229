// Builds the app when its sources changed since the last build (used by `npm start` and the
// benchmarks), so that a second start does not rebuild.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, "build", ".sources");
const SOURCES = ["app", "server", "domain", "public"];
const CONFIG = ["package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** A fingerprint of every input of the build: names, sizes and modification times. */
function fingerprint() {
  const files = [
    ...SOURCES.flatMap((d) => walk(path.join(root, d), [])),
    ...CONFIG.map((f) => path.join(root, f)),
  ];
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    hash.update(`${path.relative(root, file)}:${stat?.size}:${stat?.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** Returns true when it built; exits the process when the build fails. */
export function buildIfStale() {
  const current = fingerprint();
  const built =
    fs.existsSync(path.join(root, "build/server/index.js")) && fs.existsSync(stampFile)
      ? fs.readFileSync(stampFile, "utf8")
      : "";
  if (built === current) return false;
  console.log("Building Inkwell (its sources changed since the last build)…");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, current);
  return true;
}
