// Event streams under load (issue 19, finding 5): what 200 open progress streams cost the
// database and the server's memory. The built server runs with a scripted model that never
// answers within the run, so 40 elite users' generations stay in progress (2 running, 38
// queued) and each user follows theirs in 5 tabs (the per-user limit): 200 streams. The database
// work is counted as transactions (pg_stat_database), less the bench's own statements; memory is
// the server process's resident set.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase } from "@server/db";
import { embeddedDatabaseUrl } from "../tests/support/embedded-url";
import { startScriptedServer } from "../tests/support/scripted-openai";
import {
  createUserWithSession,
  SESSION_COOKIE,
  signedSessionCookie,
} from "../tests/support/sessions";
import { startServer } from "./server.js";

const PORT = 4171;
const USERS = 40;
const STREAMS_PER_USER = 5;
const WINDOW_MS = 15_000;
const REQUEST = { contentType: "blog", title: "Streams", topic: "event streams", language: "en" };

const rssMb = (pid: number) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.replace(/\D+/g, "") ?? 0) / 1024;
};

export async function benchStreams() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-bench-streams-"));
  const scripted = await startScriptedServer("clean", { delayMs: 10 * 60_000 });
  const server = await startServer({
    port: PORT,
    dataDir,
    env: {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: scripted.url,
      GENERATION_CONCURRENCY: "2",
    },
  });
  const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8"));
  const db = createDatabase(embeddedDatabaseUrl(dataDir), { max: 1 });
  const controller = new AbortController();
  /** Our own statements, taken off the count. */
  let ours = 0;
  const transactions = async () => {
    ours++;
    const { rows } = await db.$client.query<{ n: string }>(
      "select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()",
    );
    return Number(rows[0]?.n ?? 0);
  };
  /**
   * Database transactions per second of the server over WINDOW_MS. An idle backend reports its
   * counts up to 10 s late, so the window starts 11 s after what came before (opening streams).
   */
  const rate = async (during?: () => Promise<void>) => {
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const before = await transactions();
    const oursBefore = ours;
    const end = Date.now() + WINDOW_MS;
    while (Date.now() < end) {
      if (during) await during();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const after = await transactions();
    return (after - before - (ours - oursBefore)) / (WINDOW_MS / 1000);
  };
  try {
    const users = [];
    for (let i = 0; i < USERS; i++) {
      const user = await createUserWithSession(db, { tier: "elite" });
      const cookie = `${SESSION_COOKIE}=${await signedSessionCookie(user.token, secrets.authSecret)}`;
      const response = await fetch(`${server.url}/api/generations`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify(REQUEST),
      });
      if (response.status !== 202) throw new Error(`start answered ${response.status}`);
      const { id } = (await response.json()) as { id: string };
      users.push({ cookie, id });
    }
    const ids = users.map((u) => u.id);
    const idleRate = await rate();
    const rssBefore = rssMb(server.pid as number);

    let events = 0;
    const open = async (cookie: string, id: string) => {
      const response = await fetch(`${server.url}/api/generations/${id}/events`, {
        headers: { cookie },
        signal: controller.signal,
      });
      if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
      void (async () => {
        try {
          for await (const chunk of response.body ?? []) {
            events += String(Buffer.from(chunk)).split("\ndata: ").length - 1;
          }
        } catch {
          // aborted at the end of the run
        }
      })();
    };
    await Promise.all(
      users.flatMap(({ cookie, id }) =>
        Array.from({ length: STREAMS_PER_USER }, () => open(cookie, id)),
      ),
    );
    const streams = USERS * STREAMS_PER_USER;
    const openRate = await rate();
    const rssOpen = rssMb(server.pid as number);

    // Every followed generation changes once a second (as the progress writer NOTIFYs).
    const eventsBefore = events;
    const changingRate = await rate(async () => {
      ours++;
      await db.$client.query(
        `with changed as (
           update generations set text = text || 'x', version = version + 1
           where id = any($1::uuid[]) returning id)
         select pg_notify('generation_progress', id::text) from changed`,
        [ids],
      );
    });
    const delivered = events - eventsBefore;

    return [
      {
        measure: "database transactions/s, 40 generations in progress, no stream",
        value: idleRate.toFixed(1),
      },
      {
        measure: `database transactions/s with ${streams} idle streams open`,
        value: openRate.toFixed(1),
      },
      {
        measure: `database transactions/s, ${streams} streams, each generation changing 1/s`,
        value: changingRate.toFixed(1),
      },
      {
        measure: "events delivered per second meanwhile",
        value: (delivered / (WINDOW_MS / 1000)).toFixed(0),
      },
      { measure: "server resident memory before the streams", value: `${rssBefore.toFixed(0)} MB` },
      {
        measure: `server resident memory with ${streams} streams open`,
        value: `${rssOpen.toFixed(0)} MB (${(((rssOpen - rssBefore) * 1024) / streams).toFixed(0)} KB a stream)`,
      },
    ];
  } finally {
    controller.abort();
    await db.$client.end();
    await server.stop();
    await scripted.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
