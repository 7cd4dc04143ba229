import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bundledChromiumDir, resolveChromium, systemChromium } from "./chromium-path.js";

// The lookup order without launching anything: fake executables in a temporary folder stand in
// for browsers, and PATH is pointed at that folder only.
const SYSTEM_BROWSER = "/usr/bin/chromium";
const saved = { ...process.env };
let dir: string;

function fakeExecutable(name: string, mode = 0o755): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, "#!/bin/sh\nexit 0\n", { mode });
  return file;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "chromium-path-"));
  process.env.PATH = dir;
  delete process.env.CHROMIUM_PATH;
  delete process.env.INKWELL_SYSTEM_CHROMIUM;
});

afterEach(() => {
  // Restore key by key: replacing process.env with a plain object would cut it off from the
  // process's real environment (which child processes and os.tmpdir() read).
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("resolveChromium", () => {
  it("takes CHROMIUM_PATH first, even when a system browser is on PATH", async () => {
    fakeExecutable("chromium");
    const configured = fakeExecutable("my-chrome");
    process.env.CHROMIUM_PATH = configured;
    expect(await resolveChromium()).toBe(configured);
  });

  it("refuses a CHROMIUM_PATH that is not an executable file", async () => {
    process.env.CHROMIUM_PATH = fakeExecutable("not-executable", 0o644);
    await expect(resolveChromium()).rejects.toThrow(/CHROMIUM_PATH=.* is not an executable/);
    process.env.CHROMIUM_PATH = path.join(dir, "missing");
    await expect(resolveChromium()).rejects.toThrow(/is not an executable/);
  });

  it("takes a system browser on PATH next, in the documented order of names", async () => {
    const chrome = fakeExecutable("google-chrome");
    const browser = fakeExecutable("chromium-browser");
    // /usr/bin/chromium, when this machine has one, comes before anything on PATH.
    const expected = fs.existsSync(SYSTEM_BROWSER) ? SYSTEM_BROWSER : browser;
    expect(systemChromium()).toBe(expected);
    fs.rmSync(browser);
    expect(systemChromium()).toBe(fs.existsSync(SYSTEM_BROWSER) ? SYSTEM_BROWSER : chrome);
  });

  it("skips system browsers with INKWELL_SYSTEM_CHROMIUM=0 and falls back to the bundled one", async () => {
    fakeExecutable("chromium");
    process.env.INKWELL_SYSTEM_CHROMIUM = "0";
    expect(systemChromium()).toBeNull();
    // The bundled browser is unpacked (not launched) if this checkout has not done it yet.
    const found = await resolveChromium();
    expect(found).toBe(path.join(bundledChromiumDir(), "chromium"));
    expect(fs.statSync(found).isFile()).toBe(true);
  }, 60_000);
});
