// `npm test`: every check: lint, types and the production build beside the unit and database
// tests, then the browser and server-process tests against that build. Ends with
// one line that counts every test run.
import "./require-node.js";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".test-reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);

// Vitest runs its files one at a time on a 2-core machine (its default: cores - 1 workers), so the
// other core checks lint, types and builds meanwhile: two lanes, then the browser tests, which
// need the build. This saves the checks' whole time (about a minute) from the suite's.
const checks = [
  { name: "lint", command: [bin("biome"), "check", "."] },
  { name: "typecheck", command: [bin("react-router"), "typegen"] },
  { name: "typecheck", command: [bin("tsc")] },
  { name: "build", command: [bin("react-router"), "build"] },
];
const unit = {
  name: "unit and database tests",
  command: [
    bin("vitest"),
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reports}/vitest.json`,
  ],
};
const browser = {
  name: "browser and server tests",
  command: [bin("playwright"), "test", "--reporter=list,json"],
  env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/playwright.json` },
};

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const vitest = path.join(reports, "vitest.json");
  if (fs.existsSync(vitest)) {
    const report = JSON.parse(fs.readFileSync(vitest, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  const playwright = path.join(reports, "playwright.json");
  if (fs.existsSync(playwright)) {
    const stats = JSON.parse(fs.readFileSync(playwright, "utf8")).stats;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  }
  return { passed, failed, skipped };
}

/**
 * Runs one stage. With `quiet`, its output is kept and printed in one piece when it ends, so a
 * lane beside the unit tests does not interleave its lines with theirs.
 */
function run(stage, quiet = false) {
  return new Promise((resolve) => {
    const started = Date.now();
    const title = `${stage.name}: ${stage.command.map((c) => path.basename(c)).join(" ")}`;
    if (!quiet) console.log(`\n▶ ${title}`);
    const [command, ...args] = stage.command;
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...stage.env },
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const finish = (status) => {
      if (quiet) process.stdout.write(`\n▶ ${title}\n${output}`);
      console.log(
        `◀ ${stage.name} ${status === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(status === 0);
    };
    child.once("error", (error) => {
      output += `could not start ${command}: ${error.message}\n`;
      finish(1);
    });
    child.once("close", (code) => finish(code));
  });
}

async function checksLane() {
  for (const stage of checks) if (!(await run(stage, true))) return stage.name;
  return null;
}

let failure = null;
const [checksFailure, unitPassed] = await Promise.all([checksLane(), run(unit)]);
failure = checksFailure ?? (unitPassed ? null : unit.name);
if (!failure && !(await run(browser))) failure = browser.name;

const { passed, failed, skipped } = counts();
if (failure) console.log(`\nStopped: the ${failure} stage failed.`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failure ? 1 : 0);
