import { readLoad } from "./traffic";
import { lastWords, members, startWorld } from "./world";

/** Slower than this, an answer during the outage counts as hanging. */
const QUICK_MS = 10_000;

type Sample = { at: number; status: number; ms: number };

/** PostgreSQL stopped for 10 s under load; the server answers 503 quickly and recovers by itself. */
export async function runOutage(): Promise<string[]> {
  const world = await startWorld({ modelDelayMs: 200, concurrency: 2 });
  const problems: string[] = [];
  try {
    const readers = await members(world, 20, "free");
    const writers = await members(world, 5, "pro");
    const t0 = Date.now();
    const since = () => Date.now() - t0;
    const health: Sample[] = [];
    const writes: (Sample & { name: string })[] = [];
    let done = false;
    const timed = async (run: () => Promise<Response>) => {
      const start = Date.now();
      try {
        const response = await run();
        await response.body?.cancel();
        return { at: start - t0, status: response.status, ms: Date.now() - start };
      } catch {
        return { at: start - t0, status: 0, ms: Date.now() - start };
      }
    };
    const probe = (async () => {
      while (!done) {
        health.push(
          await timed(() =>
            fetch(`${world.server.url}/healthz`, { signal: AbortSignal.timeout(15_000) }),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    let n = 0;
    const write = Promise.all(
      writers.map(async (writer) => {
        while (!done) {
          const name = `outage preset ${++n}`;
          const sample = await timed(() =>
            fetch(`${world.server.url}/api/presets`, {
              method: "POST",
              headers: { cookie: writer.cookie, "content-type": "application/json" },
              body: JSON.stringify({ name, contentType: "blog" }),
              signal: AbortSignal.timeout(15_000),
            }),
          );
          writes.push({ ...sample, name });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await world.stopPostgres();
      const stoppedAt = since();
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await world.startPostgres();
      return { stoppedAt, startedAt: since() };
    })();
    const reads = await readLoad(world, readers, 50, 40);
    const { stoppedAt, startedAt } = await outage;
    done = true;
    await Promise.all([probe, write]);

    const during = (s: Sample) => s.at >= stoppedAt && s.at < startedAt;
    const healthDown = health.filter(during);
    const recovered = health.find((s) => s.at >= startedAt && s.status === 200);
    const slow = [...healthDown, ...writes.filter(during)].filter((s) => s.ms > QUICK_MS);
    const writeStatuses = countBy(writes.filter(during).map((s) => s.status));
    const acked = writes.filter((w) => w.status === 201).map((w) => w.name);
    const stored = await world.db.$client.query<{ name: string }>(
      "select name from presets where name = any($1)",
      [acked],
    );
    const lost = acked.filter((name) => !stored.rows.some((row) => row.name === name));
    const after = writes.filter((s) => s.at > (recovered?.at ?? Number.POSITIVE_INFINITY));
    console.log(
      `  PostgreSQL down from ${(stoppedAt / 1000).toFixed(1)} s to ${(startedAt / 1000).toFixed(1)} s; reads ${JSON.stringify(reads.byStatus)}, errors ${reads.errors}, timeouts ${reads.timeouts}, p99 ${reads.p99} ms`,
    );
    console.log(
      `  /healthz while down: ${JSON.stringify(countBy(healthDown.map((s) => s.status)))}, slowest ${Math.max(0, ...healthDown.map((s) => s.ms))} ms; 200 again ${recovered ? `${((recovered.at - startedAt) / 1000).toFixed(1)} s after the restart` : "never"}`,
    );
    console.log(
      `  writes while down: ${JSON.stringify(writeStatuses)}, slowest ${Math.max(0, ...writes.filter(during).map((s) => s.ms))} ms; acknowledged ${acked.length}, lost ${lost.length}; after recovery ${JSON.stringify(countBy(after.map((s) => s.status)))}`,
    );
    if (!healthDown.some((s) => s.status === 503)) problems.push("/healthz never said 503");
    if (!recovered) {
      problems.push("the server did not recover");
      for (const line of lastWords(world)) console.log(`  server: ${line.slice(0, 600)}`);
    }
    if (slow.length) problems.push(`${slow.length} answers slower than ${QUICK_MS} ms while down`);
    const otherFailures = Object.keys(writeStatuses).filter((s) => !["201", "503"].includes(s));
    if (otherFailures.length) problems.push(`writes while down answered ${otherFailures}`);
    if (Object.keys(reads.byStatus).some((s) => s.startsWith("5") && s !== "503")) {
      problems.push(`reads answered ${JSON.stringify(reads.byStatus)}`);
      // What the server logged of them (its unexpected errors), to say what to fix.
      const logged = world.server
        .output()
        .split("\n")
        .filter((line) => /unexpected|"level":50/.test(line));
      for (const line of logged.slice(0, 5)) console.log(`  server: ${line.slice(0, 600)}`);
    }
    if (after.some((s) => s.status !== 201)) problems.push("writes still refused after recovery");
    if (lost.length) problems.push(`acknowledged writes lost: ${lost.slice(0, 5)}`);
  } finally {
    await world.close();
  }
  return problems;
}

function countBy(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
