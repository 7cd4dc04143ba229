import autocannon from "autocannon";
import { BLOG, type Member, type World } from "./world";

/** The reads of the mix: visitors' pages and signed-in users' dashboard, library and posts. */
function pickRead(readers: Member[]): { path: string; headers: Record<string, string> } {
  const member = readers[Math.floor(Math.random() * readers.length)] as Member;
  const post = member.posts[Math.floor(Math.random() * member.posts.length)] ?? "";
  const signed = { cookie: member.cookie };
  const mix = [
    { path: "/", headers: {} },
    { path: "/auth", headers: {} },
    { path: "/blog", headers: {} },
    { path: "/api/usage", headers: signed },
    { path: "/dashboard/library", headers: signed },
    { path: "/dashboard/library?q=test&sort=oldest", headers: signed },
    { path: "/dashboard/presets", headers: signed },
    { path: `/dashboard/view/${post}`, headers: signed },
    { path: `/api/posts/${post}`, headers: signed },
  ];
  return mix[Math.floor(Math.random() * mix.length)] as (typeof mix)[number];
}

export type ReadResult = {
  requests: number;
  errors: number;
  timeouts: number;
  byStatus: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  rps: number;
};

/** autocannon over the read mix: `connections` at once for `seconds`. */
export async function readLoad(
  world: World,
  readers: Member[],
  connections: number,
  seconds: number,
): Promise<ReadResult> {
  const result = await autocannon({
    url: world.server.url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, ...pickRead(readers) }) }],
  });
  return {
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    byStatus: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
    ),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    rps: result.requests.average,
  };
}

export type GenerationResult = {
  started: number;
  refused: Record<string, number>;
  succeeded: number;
  failed: number;
  errors: string[];
};

/** Each writer starts a generation, follows its event stream to the end, and starts another. */
export async function generationLoad(
  world: World,
  writers: Member[],
  until: () => boolean,
): Promise<GenerationResult> {
  const result: GenerationResult = { started: 0, refused: {}, succeeded: 0, failed: 0, errors: [] };
  await Promise.all(
    writers.map(async (writer) => {
      while (!until()) {
        try {
          const start = await fetch(`${world.server.url}/api/generations`, {
            method: "POST",
            headers: { cookie: writer.cookie, "content-type": "application/json" },
            body: JSON.stringify(BLOG),
          });
          if (start.status !== 202) {
            result.refused[start.status] = (result.refused[start.status] ?? 0) + 1;
            await start.body?.cancel();
            await new Promise((resolve) => setTimeout(resolve, 1000));
            continue;
          }
          result.started++;
          const { events } = (await start.json()) as { events: string };
          const stream = await fetch(`${world.server.url}${events}`, {
            headers: { cookie: writer.cookie },
            signal: AbortSignal.timeout(180_000),
          });
          const text = await stream.text();
          if (/"status":"succeeded"/.test(text)) result.succeeded++;
          else result.failed++;
        } catch (error) {
          result.errors.push(String(error));
        }
      }
    }),
  );
  return result;
}
