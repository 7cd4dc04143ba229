import { waitFor } from "../support/server-process";
import { BLOG, members, startWorld } from "./world";

const COUNT = 20;

/** kill -9 of the server while 20 generations run; a new server finishes or fails each cleanly. */
export async function runCrash(): Promise<string[]> {
  // Slow answers, so all twenty are half-way when the server dies.
  const world = await startWorld({ modelDelayMs: 1500, concurrency: COUNT });
  const problems: string[] = [];
  try {
    const writers = await members(world, COUNT, "elite");
    const ids: string[] = [];
    for (const writer of writers) {
      const response = await fetch(`${world.server.url}/api/generations`, {
        method: "POST",
        headers: { cookie: writer.cookie, "content-type": "application/json" },
        body: JSON.stringify(BLOG),
      });
      if (response.status !== 202) throw new Error(`start answered ${response.status}`);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const running = async () =>
      Number(
        (
          await world.db.$client.query(
            "select count(*) as n from generations where status = 'running' and id = any($1)",
            [ids],
          )
        ).rows[0]?.n,
      );
    // Not all 20 running within a minute is not a failure of its own: the kill goes ahead and
    // the figures print how many were running at it (atKill).
    await waitFor(async () => (await running()) === COUNT, 60_000).catch(() => {});
    const atKill = await running();
    await world.server.stop("SIGKILL");
    const killedAt = Date.now();
    await world.restart();
    const states = async () =>
      (
        await world.db.$client.query<{ status: string; n: string }>(
          "select status, count(*) as n from generations where id = any($1) group by status",
          [ids],
        )
      ).rows;
    await waitFor(
      async () => (await states()).every((row) => ["succeeded", "failed"].includes(row.status)),
      300_000,
    ).catch(() => problems.push("not all finished within 300 s"));
    const settledS = (Date.now() - killedAt) / 1000;
    const final = Object.fromEntries((await states()).map((row) => [row.status, Number(row.n)]));
    const reserved = await world.db.$client.query(
      "select coalesce(sum(generations_reserved), 0) as n from user_usage where user_id = any($1)",
      [writers.map((w) => w.id)],
    );
    // Each succeeded generation has its one post; no generation has two; no post lacks a generation.
    const posts = await world.db.$client.query<{ user_id: string; posts: string; done: string }>(
      `select u.id as user_id,
              (select count(*) from blog_posts p where p.user_id = u.id) - 3 as posts,
              (select count(*) from generations g where g.user_id = u.id and g.status = 'succeeded'
                 and g.post_id is not null) as done
         from "user" u where u.id = any($1)`,
      [writers.map((w) => w.id)],
    );
    const mismatched = posts.rows.filter((row) => Number(row.posts) !== Number(row.done));
    console.log(
      `  ${atKill} of ${COUNT} running at the kill; after restart: ${JSON.stringify(final)} within ${settledS.toFixed(0)} s`,
    );
    console.log(
      `  credits still reserved: ${reserved.rows[0]?.n}; users whose posts differ from their finished generations: ${mismatched.length}`,
    );
    if (Number(reserved.rows[0]?.n) !== 0)
      problems.push(`reserved credits left: ${reserved.rows[0]?.n}`);
    if (mismatched.length) problems.push(`posts lost or doubled: ${JSON.stringify(mismatched)}`);
    if ((final.succeeded ?? 0) + (final.failed ?? 0) !== COUNT)
      problems.push(`unfinished: ${JSON.stringify(final)}`);
  } finally {
    await world.close();
  }
  return problems;
}
