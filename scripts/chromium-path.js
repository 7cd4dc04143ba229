// The Chromium that browser tests, axe runs and benchmarks drive. Found in this order:
//   1. CHROMIUM_PATH, when set (it must exist);
//   2. a system Chromium or Chrome (/usr/bin/chromium, then chromium, chromium-browser,
//      google-chrome, google-chrome-stable on PATH), unless INKWELL_SYSTEM_CHROMIUM=0;
//   3. the headless Chromium that `npm install` brings (the dev dependency @sparticuz/chromium,
//      pinned), unpacked once into node_modules/.cache. No browser is ever downloaded.
// Run as a script it prints the path (and unpacks the bundled browser if needed).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SYSTEM_CANDIDATES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A system browser on PATH (or /usr/bin/chromium), or null. */
export function systemChromium() {
  if (process.env.INKWELL_SYSTEM_CHROMIUM === "0") return null;
  if (isExecutable("/usr/bin/chromium")) return "/usr/bin/chromium";
  const dirs = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  for (const name of SYSTEM_CANDIDATES) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

function bundledPackage() {
  // The package exports only its entry (build/index.js); its folder is the one above.
  const require = createRequire(path.join(root, "package.json"));
  const dir = path.resolve(path.dirname(require.resolve("@sparticuz/chromium")), "..");
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  return { dir, version };
}

/** Where the bundled browser is unpacked: one folder per pinned version. */
export function bundledChromiumDir() {
  const { version } = bundledPackage();
  return path.join(root, "node_modules", ".cache", "inkwell-chromium", version);
}

/**
 * Unpacks the bundled browser (about 200 MB, a few seconds) into a private temporary folder,
 * then renames it into place, so parallel test workers never start a half-written binary.
 * The unpacking runs in a child process whose TMPDIR is that folder: @sparticuz/chromium
 * unpacks into os.tmpdir(), which reads the process's real environment (an assignment to
 * process.env in a worker thread, or after process.env was replaced, never reaches it).
 */
export async function unpackBundledChromium() {
  const target = bundledChromiumDir();
  const binary = path.join(target, "chromium");
  if (isExecutable(binary)) return binary;
  const staging = `${target}.tmp-${process.pid}-${Date.now()}`;
  fs.mkdirSync(staging, { recursive: true });
  try {
    const unpacked = execFileSync(process.execPath, [fileURLToPath(import.meta.url), UNPACK_FLAG], {
      encoding: "utf8",
      env: { ...process.env, TMPDIR: staging },
    }).trim();
    if (path.dirname(unpacked) !== staging) {
      throw new Error(`@sparticuz/chromium unpacked to ${unpacked}, outside ${staging}`);
    }
    fs.renameSync(staging, target);
  } catch (error) {
    // Another process finished first: keep its copy.
    fs.rmSync(staging, { recursive: true, force: true });
    if (!isExecutable(binary)) throw error;
  }
  return binary;
}

const UNPACK_FLAG = "--unpack-into-tmpdir";

/** In the child: unpack into this process's TMPDIR and print where the binary is. */
async function unpackIntoTmpdir() {
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath(path.join(bundledPackage().dir, "bin"));
}

function configuredChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && !isExecutable(configured)) {
    throw new Error(`CHROMIUM_PATH=${configured} is not an executable file`);
  }
  return configured || null;
}

/** The path by the order above (async: it may unpack the bundled browser). */
export async function resolveChromium() {
  return configuredChromium() ?? systemChromium() ?? (await unpackBundledChromium());
}

/**
 * The same, for synchronous callers such as playwright.config.ts: when the bundled browser has
 * to be unpacked, a child process does it.
 */
export function resolveChromiumSync() {
  const found = configuredChromium() ?? systemChromium();
  if (found) return found;
  const binary = path.join(bundledChromiumDir(), "chromium");
  if (isExecutable(binary)) return binary;
  return execFileSync(process.execPath, [fileURLToPath(import.meta.url)], {
    encoding: "utf8",
  }).trim();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(process.argv[2] === UNPACK_FLAG ? await unpackIntoTmpdir() : await resolveChromium());
}
