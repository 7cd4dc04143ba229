import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { preparePostgresReach } from "./postgres-reach";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) {
    fs.chmodSync(dir, 0o755);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function tree(ancestorMode: number) {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-reach-"));
  fs.chmodSync(top, 0o755);
  made.push(top);
  const closed = path.join(top, "home");
  fs.mkdirSync(closed, { mode: ancestorMode });
  fs.chmodSync(closed, ancestorMode);
  return { closed, dataDir: path.join(closed, "app", ".data") };
}

const modeOf = (dir: string) => fs.statSync(dir).mode & 0o777;

describe("preparePostgresReach", () => {
  it("run as root, never opens the operator's folders above DATA_DIR: it says which one blocks", () => {
    const { closed, dataDir } = tree(0o700);
    expect(() => preparePostgresReach(dataDir, true)).toThrow(
      `cannot enter ${closed}. Put DATA_DIR in a folder it can reach`,
    );
    expect(modeOf(closed)).toBe(0o700);
  });

  it("run as root with a reachable path, lets PostgreSQL into DATA_DIR only", () => {
    const { closed, dataDir } = tree(0o755);
    fs.mkdirSync(path.dirname(dataDir));
    fs.mkdirSync(dataDir, { mode: 0o700 });
    fs.chmodSync(dataDir, 0o700);
    preparePostgresReach(dataDir, true);
    expect(modeOf(dataDir)).toBe(0o701);
    expect(modeOf(closed)).toBe(0o755);
  });

  it("as an ordinary user changes no permission at all", () => {
    const { closed, dataDir } = tree(0o700);
    preparePostgresReach(dataDir, false);
    expect(fs.existsSync(dataDir)).toBe(true);
    expect(modeOf(closed)).toBe(0o700);
  });
});
