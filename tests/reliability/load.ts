import { generationLoad, readLoad } from "./traffic";
import { lastWords, members, rssMb, startWorld } from "./world";

/** How much the server's memory may grow over the run once it has settled again. */
const RSS_GROWTH_BOUND_MB = 150;
const WARM_UP_SECONDS = Number(process.env.RELIABILITY_WARM_UP_SECONDS ?? 30);

export async function runLoad(): Promise<string[]> {
  const seconds = Number(process.env.RELIABILITY_SECONDS ?? 60);
  const world = await startWorld({ modelDelayMs: 200, concurrency: 4 });
  const problems: string[] = [];
  try {
    const readers = await members(world, 50, "free");
    const writers = await members(world, 10, "elite");
    const pid = world.server.child.pid ?? 0;
    // Warm up with the same mix at full width (first renders, pools, caches, generations and
    // their streams, the heap's high-water mark) before the "before" figure, so growth after it
    // is what the run kept, not what V8 reserved the first time it saw this traffic.
    let warm = false;
    const warming = generationLoad(world, writers, () => warm);
    await readLoad(world, readers, 200, WARM_UP_SECONDS);
    warm = true;
    await warming;
    const before = rssMb(pid);
    let done = false;
    const generations = generationLoad(world, writers, () => done);
    const reads = await readLoad(world, readers, 200, seconds);
    done = true;
    const written = await generations;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const died = lastWords(world);
    for (const line of died) console.log(`  server: ${line.slice(0, 600)}`);
    if (died.length) throw new Error("the server died under load");
    const after = rssMb(pid);
    const fivexx = Object.entries(reads.byStatus)
      .filter(([code]) => code.startsWith("5"))
      .reduce((sum, [, count]) => sum + count, 0);
    const non200 = Object.entries(reads.byStatus).filter(([code]) => code !== "200");
    console.log(
      `  reads: ${reads.requests} in ${seconds} s (${reads.rps.toFixed(0)}/s), statuses ${JSON.stringify(reads.byStatus)}, errors ${reads.errors}, timeouts ${reads.timeouts}`,
    );
    console.log(`  latency: p50 ${reads.p50} ms, p99 ${reads.p99} ms, max ${reads.max} ms`);
    console.log(
      `  generations: ${written.started} started, ${written.succeeded} succeeded, ${written.failed} failed, refused ${JSON.stringify(written.refused)}, errors ${written.errors.length}`,
    );
    console.log(
      `  server RSS: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (bound +${RSS_GROWTH_BOUND_MB} MB)`,
    );
    if (reads.errors || reads.timeouts)
      problems.push(`${reads.errors} errors, ${reads.timeouts} timeouts`);
    if (fivexx) problems.push(`${fivexx} 5xx answers`);
    if (non200.length) problems.push(`answers other than 200: ${JSON.stringify(non200)}`);
    if (written.errors.length) problems.push(`generation errors: ${written.errors.slice(0, 3)}`);
    if (written.failed) problems.push(`${written.failed} generations failed`);
    if (written.started === 0) problems.push("no generation started");
    if (after - before > RSS_GROWTH_BOUND_MB)
      problems.push(`memory grew ${(after - before).toFixed(0)} MB`);
  } finally {
    await world.close();
  }
  return problems;
}
