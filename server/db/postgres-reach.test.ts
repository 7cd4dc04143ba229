import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clusterDirOf, PostgresReachError, placeCluster, stopOnReachError } from "./postgres-reach";

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

describe("placeCluster", () => {
  it("run as root, never opens the operator's folders above DATA_DIR: the cluster moves to a folder postgres can reach", () => {
    const { closed, dataDir } = tree(0o700);
    const reachable = path.join(path.dirname(closed), "var-lib-inkwell");
    const place = placeCluster(dataDir, true, reachable);
    expect(modeOf(closed)).toBe(0o700);
    expect(place.blockedBy).toBe(closed);
    expect(path.dirname(place.dir)).toBe(reachable);
    expect(modeOf(reachable) & 0o001).toBe(0o001);
    // The same DATA_DIR always finds the same cluster; another one gets its own.
    expect(placeCluster(dataDir, true, reachable).dir).toBe(place.dir);
    expect(placeCluster(`${dataDir}-2`, true, reachable).dir).not.toBe(place.dir);
  });

  it("run as root with nowhere postgres can reach, says which folder blocks and changes nothing", () => {
    const { closed, dataDir } = tree(0o700);
    expect(() => placeCluster(dataDir, true, path.join(closed, "also-closed"))).toThrow(
      `cannot enter ${closed} to reach its files, nor ${closed} above`,
    );
    expect(modeOf(closed)).toBe(0o700);
  });

  it("run as root with a reachable path, keeps the cluster in DATA_DIR and lets PostgreSQL into it only", () => {
    const { closed, dataDir } = tree(0o755);
    fs.mkdirSync(path.dirname(dataDir));
    fs.mkdirSync(dataDir, { mode: 0o700 });
    fs.chmodSync(dataDir, 0o700);
    const place = placeCluster(dataDir, true, path.join(closed, "unused"));
    expect(place).toEqual({ dir: path.join(dataDir, "postgres") });
    expect(modeOf(dataDir)).toBe(0o701);
    expect(modeOf(closed)).toBe(0o755);
    expect(fs.existsSync(path.join(closed, "unused"))).toBe(false);
  });

  it("as an ordinary user changes no permission at all", () => {
    const { closed, dataDir } = tree(0o700);
    expect(placeCluster(dataDir, false).dir).toBe(path.join(dataDir, "postgres"));
    expect(fs.existsSync(dataDir)).toBe(true);
    expect(modeOf(closed)).toBe(0o700);
  });
});

describe("clusterDirOf", () => {
  it("finds where placeCluster put the cluster, moved or not, and makes or opens nothing", () => {
    const moved = tree(0o700);
    const reachable = path.join(path.dirname(moved.closed), "var-lib-inkwell");
    const place = placeCluster(moved.dataDir, true, reachable);
    expect(clusterDirOf(moved.dataDir, true, reachable)).toBe(place.dir);
    expect(clusterDirOf(moved.dataDir, false, reachable)).toBe(
      path.join(moved.dataDir, "postgres"),
    );
    const kept = tree(0o755);
    fs.mkdirSync(kept.dataDir, { recursive: true });
    expect(clusterDirOf(kept.dataDir, true, reachable)).toBe(
      placeCluster(kept.dataDir, true, reachable).dir,
    );
    expect(modeOf(moved.closed)).toBe(0o700);
  });
});

describe("stopOnReachError", () => {
  it("prints a start that cannot work as its one line and exits 1; anything else is rethrown", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => {
      throw new Error("exited");
    }) as never);
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(() => stopOnReachError(new PostgresReachError("chmod o+x /root"))).toThrow("exited");
      expect(printed).toHaveBeenCalledWith("chmod o+x /root");
      expect(exit).toHaveBeenCalledWith(1);
      const other = new Error("something else");
      expect(() => stopOnReachError(other)).toThrow(other);
      expect(exit).toHaveBeenCalledTimes(1);
    } finally {
      exit.mockRestore();
      printed.mockRestore();
    }
  });
});
