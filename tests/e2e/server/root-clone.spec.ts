import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, postgresProcessesFor, ROOT, waitFor } from "../../support/server-process";

// Issue 23: as root, in a clone inside a folder others cannot enter (/root, a `mktemp -d`
// folder), the postgres user could reach neither PostgreSQL's data nor its programs in
// node_modules, and the README's first command never served. This runs that command for real.

const REACHABLE_ROOT = "/var/lib/inkwell";
const runningAsRoot = process.getuid?.() === 0;

/** The environment of a person at a shell: no npm or Playwright variables, system PATH first. */
function shellEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm_|PW_|PLAYWRIGHT_|TEST_|E2E_|NODE_ENV$|APP_ENV$|DATA_DIR$|PORT$)/.test(key)) {
      env[key] = value;
    }
  }
  const outside = (env.PATH ?? "").split(":").filter((dir) => !dir.includes("node_modules"));
  return {
    ...env,
    PATH: outside.join(":"),
    // Nothing is downloaded: node_modules is already complete, so npm has nothing to fetch.
    npm_config_offline: "true",
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
    ...extra,
  };
}

/** Live processes of a process group. */
function processesInGroup(group: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) === group;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => resolve({ code, output }));
  });
}

test("as root, a clone in a folder of mode 0700: `npm install && npm start` serves and a database test file passes, with no folder of the operator's opened", async () => {
  test.skip(!runningAsRoot, "needs root: only root runs PostgreSQL as the postgres user");
  test.setTimeout(300_000);
  const started = Date.now();
  const existedBefore = new Set(
    fs.existsSync(REACHABLE_ROOT) ? fs.readdirSync(REACHABLE_ROOT) : [],
  );
  const hadReachableRoot = fs.existsSync(REACHABLE_ROOT);
  const closed = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-root-clone-"));
  expect(fs.statSync(closed).mode & 0o777).toBe(0o700);
  const clone = path.join(closed, "inkwell");
  const dataDir = path.join(clone, ".data");
  const appCluster = path.join(
    REACHABLE_ROOT,
    `postgres-${createHash("sha256").update(dataDir).digest("hex").slice(0, 12)}`,
  );
  let app: ChildProcess | undefined;
  try {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    execFileSync("git", ["clone", "-q", ROOT, clone]);
    execFileSync("git", ["checkout", "-q", "--detach", head], { cwd: clone });
    // Hard links make `npm install` quick (it finds everything in place and fetches nothing);
    // the command itself is the README's.
    execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(clone, "node_modules")]);
    const copied = Date.now();

    const port = await freePort();
    const env = shellEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOCAL_MODEL_AUTO_PULL: "0",
    });
    // Its own process group, so that SIGTERM reaches the server as Ctrl-C would.
    app = spawn("sh", ["-c", "npm install && npm start"], {
      cwd: clone,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    app.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    app.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const appExited = new Promise<number | null>((resolve) => app?.once("exit", resolve));
    await waitFor(async () => {
      if (app?.exitCode !== null) throw new Error(`npm install && npm start exited:\n${output}`);
      const answer = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
      return answer?.status === 200;
    }, 240_000).catch((error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    const served = Date.now();
    expect(output).toContain(`PostgreSQL's files are in ${appCluster}, not under DATA_DIR`);
    expect(output).toMatch(
      new RegExp(`PostgreSQL's programs run from ${REACHABLE_ROOT}/pg-[^ ]+-[0-9a-f]{12}`),
    );
    expect(postgresProcessesFor(appCluster)).toHaveLength(1);

    // As Ctrl-C would: the whole group (sh, npm, the start wrapper, the server, PostgreSQL).
    const group = app.pid as number;
    process.kill(-group, "SIGTERM");
    await appExited;
    await waitFor(() => processesInGroup(group).length === 0, 30_000);
    expect(output).toMatch(/"msg":"stopped"|\bstopped\b/);
    expect(postgresProcessesFor(appCluster)).toEqual([]);

    const vitest = await run(
      path.join(clone, "node_modules", ".bin", "vitest"),
      ["run", "server/db/client.db.test.ts"],
      clone,
      { ...env, PATH: `${path.join(clone, "node_modules", ".bin")}:${env.PATH}` },
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes of the reporter
    const plain = vitest.output.replace(/\x1b\[[0-9;]*m/g, "");
    expect(plain).toMatch(/Tests\s+1 passed/);
    expect(vitest.code).toBe(0);
    // No folder of the operator's was opened for the postgres user.
    expect(fs.statSync(closed).mode & 0o777).toBe(0o700);
    test.info().annotations.push({
      type: "timing",
      description: `clone and links ${copied - started} ms, npm install && npm start to /healthz ${served - copied} ms, database test file ${Date.now() - served} ms`,
    });
  } finally {
    if (app?.pid && processesInGroup(app.pid).length > 0) process.kill(-app.pid, "SIGKILL");
    for (const pid of postgresProcessesFor(appCluster)) process.kill(pid, "SIGKILL");
    fs.rmSync(closed, { recursive: true, force: true });
    // What this test made under /var/lib/inkwell (its app's cluster, a copy of the programs that
    // was not there before), and nothing else.
    fs.rmSync(appCluster, { recursive: true, force: true });
    for (const name of fs.existsSync(REACHABLE_ROOT) ? fs.readdirSync(REACHABLE_ROOT) : []) {
      if (name.startsWith("pg-") && !existedBefore.has(name)) {
        fs.rmSync(path.join(REACHABLE_ROOT, name), { recursive: true, force: true });
      }
    }
    if (
      !hadReachableRoot &&
      fs.existsSync(REACHABLE_ROOT) &&
      fs.readdirSync(REACHABLE_ROOT).length === 0
    ) {
      fs.rmdirSync(REACHABLE_ROOT);
    }
  }
});

test("the documented deploy command on an older Node says in one line which Node to use, without a stack trace", async () => {
  const oldNode = "/usr/bin/node";
  test.skip(!fs.existsSync(oldNode), `${oldNode} is absent: no older Node to try`);
  const version = execFileSync(oldNode, ["--version"], { encoding: "utf8" }).trim();
  const needed = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).engines.node;
  test.skip(Number(version.slice(1).split(".")[0]) >= 22, `${oldNode} is ${version}, not older`);
  test.skip(
    !fs.existsSync(path.join(ROOT, "build", "server", "index.js")),
    "needs the production build (react-router build), which the command runs",
  );

  const result = await run(oldNode, ["server.js"], ROOT, shellEnv({ NODE_ENV: "production" }));
  expect(result.code).toBe(1);
  const lines = result.output.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toBe(
    `Inkwell needs Node.js ${needed.replace(">=", "")} or newer, not ${version} (${oldNode}): run it with the Node the project brings: npm start, or node_modules/.bin/node server.js.`,
  );
});
