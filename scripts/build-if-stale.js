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

/** Sizes of the built client assets, for the one-line summary. */
function clientSummary() {
  const dir = path.join(root, "build", "client", "assets");
  const files = fs.existsSync(dir) ? walk(dir, []) : [];
  const bytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  return `${files.length} client files, ${(bytes / 1e6).toFixed(1)} MB`;
}

/**
 * Returns true when it built; exits the process when the build fails. The build's own output
 * (a few hundred lines) is shown only when it fails; otherwise one line says it was built.
 */
export function buildIfStale() {
  const current = fingerprint();
  const built =
    fs.existsSync(path.join(root, "build/server/index.js")) && fs.existsSync(stampFile)
      ? fs.readFileSync(stampFile, "utf8")
      : "";
  if (built === current) return false;
  const started = Date.now();
  const interactive = Boolean(process.stdout.isTTY);
  if (interactive)
    process.stdout.write("Building Inkwell (its sources changed since the last build)…");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"],
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (interactive) process.stdout.write("\r\x1b[2K");
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    console.error(
      `The build failed${result.error ? ` (${result.error.message})` : ""}: see above.`,
    );
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stampFile, current);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Built Inkwell in ${seconds} s (${clientSummary()}).`);
  return true;
}
