// `npm test`: every check, in the order that fails fastest: lint, types, unit and database tests,
// the production build, then the browser and server-process tests against that build. Ends with
// one line that counts every test run.
import "./require-node.js";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".test-reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const stages = [
  { name: "lint", command: [bin("biome"), "check", "."] },
  { name: "typecheck", command: [bin("react-router"), "typegen"] },
  { name: "typecheck", command: [bin("tsc")] },
  {
    name: "unit and database tests",
    command: [
      bin("vitest"),
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reports}/vitest.json`,
    ],
  },
  { name: "build", command: [bin("react-router"), "build"] },
  {
    name: "browser and server tests",
    command: [bin("playwright"), "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/playwright.json` },
  },
];

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

let failure = null;
for (const stage of stages) {
  const started = Date.now();
  console.log(`\n▶ ${stage.name}: ${stage.command.map((c) => path.basename(c)).join(" ")}`);
  const [command, ...args] = stage.command;
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...stage.env },
  });
  console.log(
    `◀ ${stage.name} ${result.status === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failure = stage.name;
    break;
  }
}

const { passed, failed, skipped } = counts();
if (failure) console.log(`\nStopped: the ${failure} stage failed.`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failure ? 1 : 0);
