/**
 * `npm run test:reliability`: the long runs of issue 19, against the built server (run
 * `npm run build` first), each on a world of its own (tests/reliability/world.ts). Prints the
 * figures docs/reliability.md records and exits 1 if any check fails.
 *
 *   load     200 connections for 60 s over a realistic read mix, while writers start generations
 *            and follow their event streams: 0 errors, 0 5xx, p99, the server's memory before/after
 *   crash    kill -9 of the server during 20 running generations, restart: each one finishes or
 *            fails cleanly, no credit stays reserved, no post is lost or doubled
 *   outage   PostgreSQL stopped for 10 s under load: quick 503s, /healthz 503, recovery by itself,
 *            every acknowledged write still there
 *
 * RELIABILITY_ONLY=load,crash picks parts; RELIABILITY_SECONDS shortens the load (default 60).
 */
import "../../scripts/require-node.js";
import { runCrash } from "./crash";
import { runLoad } from "./load";
import { runOutage } from "./outage";

const parts = { load: runLoad, crash: runCrash, outage: runOutage };
const only = (process.env.RELIABILITY_ONLY ?? "load,crash,outage").split(",");
const failures: string[] = [];
for (const [name, run] of Object.entries(parts)) {
  if (!only.includes(name)) continue;
  console.log(`\n== ${name}`);
  const started = Date.now();
  try {
    const problems = await run();
    for (const problem of problems) console.log(`  FAILED: ${problem}`);
    failures.push(...problems.map((problem) => `${name}: ${problem}`));
  } catch (error) {
    console.log(`  FAILED: ${error instanceof Error ? error.stack : error}`);
    failures.push(`${name}: ${error}`);
  }
  console.log(`-- ${name} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
console.log(failures.length ? `\nReliability: ${failures.length} failed` : "\nReliability: passed");
process.exit(failures.length ? 1 : 0);
