import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import {
  initCluster,
  packageNativeDir,
  postgresUser,
  startCluster,
  stopCluster,
} from "./pg-process";
import { placePrograms } from "./postgres-programs";
import { placeCluster } from "./postgres-reach";

// The server drains requests first and stops the cluster itself on SIGINT/SIGTERM; a synchronous
// 'exit' listener covers crashes.
const clustersToStopOnExit = new Set<number>();
process.on("exit", () => {
  for (const pid of clustersToStopOnExit) {
    try {
      process.kill(pid, "SIGINT");
    } catch {
      // Already gone.
    }
  }
});

export type EmbeddedDatabase = {
  /** Connection URL of the cluster's `postgres` database (for administration). */
  adminUrl: string;
  port: number;
  /** Stops the cluster if this process started or adopted it; otherwise does nothing. */
  stop(): Promise<void>;
};

type Options = {
  dataDir: string;
  password: string;
  preferredPort?: number;
  /** Extra `postgres -c` settings, e.g. fsync=off for tests. */
  settings?: Record<string, string>;
  log?: (line: string) => void;
};

const USER = "postgres";

/**
 * Starts PostgreSQL on `dataDir` (initialising it the first time), or reuses the one already
 * running there: another process of ours, or an orphan left by a killed run, which is adopted so
 * that this process stops it on exit. Never leaves a second server fighting over the lock file.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const runningAsRoot = process.getuid?.() === 0;
  const place = placeCluster(options.dataDir, runningAsRoot);
  const clusterDir = place.dir;
  if (place.blockedBy) {
    options.log?.(
      `PostgreSQL's files are in ${clusterDir}, not under DATA_DIR: this app runs as root and the postgres user cannot enter ${place.blockedBy} (chmod o+x ${place.blockedBy}, or an ordinary user, keeps them under DATA_DIR)`,
    );
  }

  const running = readRunningCluster(clusterDir);
  if (running) {
    const adopted = running.orphan;
    options.log?.(
      adopted
        ? `adopting PostgreSQL left running (pid ${running.pid}) on ${clusterDir}`
        : `using PostgreSQL already running (pid ${running.pid}) on ${clusterDir}`,
    );
    if (adopted) clustersToStopOnExit.add(running.pid);
    return {
      adminUrl: urlFor(options.password, running.port, "postgres"),
      port: running.port,
      async stop() {
        if (!adopted) return;
        await stopPid(running.pid);
        clustersToStopOnExit.delete(running.pid);
      },
    };
  }

  const programs = placePrograms(await packageNativeDir(), runningAsRoot);
  if (programs.blockedBy) {
    const made = programs.made
      ? ` (copied once: ${Math.round(programs.made.bytes / 1e6)} MB in ${programs.made.ms} ms)`
      : "";
    options.log?.(
      `PostgreSQL's programs run from ${programs.dir}${made}: this app runs as root and the postgres user cannot enter ${programs.blockedBy}, where node_modules is`,
    );
  }
  const cluster = { native: programs.dir, clusterDir, runAs: postgresUser(runningAsRoot) };
  const port = await freePort(options.preferredPort ?? 54329);
  const settings = { listen_addresses: "127.0.0.1", max_connections: "200", ...options.settings };
  if (!fs.existsSync(path.join(clusterDir, "PG_VERSION"))) {
    options.log?.(`initialising PostgreSQL in ${clusterDir}`);
    fs.rmSync(clusterDir, { recursive: true, force: true });
    await initCluster({
      ...cluster,
      user: USER,
      password: options.password,
      flags: ["--encoding=UTF8"],
    });
  }
  let child: Awaited<ReturnType<typeof startCluster>>;
  try {
    child = await startCluster({
      ...cluster,
      port,
      flags: Object.entries(settings).flatMap(([k, v]) => ["-c", `${k}=${v}`]),
    });
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start on ${clusterDir} (port ${port}): ${error instanceof Error ? error.message : "it exited early"}`,
    );
  }
  const pid = child.pid;
  if (pid) clustersToStopOnExit.add(pid);
  return {
    adminUrl: urlFor(options.password, port, "postgres"),
    port,
    async stop() {
      await stopCluster(child);
      if (pid) clustersToStopOnExit.delete(pid);
    },
  };
}

function urlFor(password: string, port: number, database: string): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

type RunningCluster = { pid: number; port: number; orphan: boolean };

/** Reads postmaster.pid; a cluster counts as running only if that pid is a live postgres. */
function readRunningCluster(clusterDir: string): RunningCluster | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n");
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  const stat = readProcStat(pid);
  if (stat?.command !== "postgres") return null;
  // A cluster whose parent is no longer one of our Node processes was left by a killed run.
  const parent = readProcStat(stat.ppid);
  const ownedByNode = parent !== null && /^(node|MainThread)/.test(parent.command);
  return { pid, port, orphan: !ownedByNode };
}

function readProcStat(pid: number): { command: string; ppid: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const command = stat.slice(stat.indexOf("(") + 1, close);
    const ppid = Number(stat.slice(close + 2).split(" ")[1]);
    return { command, ppid };
  } catch {
    return null;
  }
}

async function stopPid(pid: number): Promise<void> {
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return;
  }
  for (let i = 0; i < 200 && readProcStat(pid); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The preferred port when it is free, otherwise any free port. */
function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : port));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}
