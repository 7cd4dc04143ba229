/**
 * Idempotency-Key on the public API's writes (issue 30, ADR 0030 "Idempotency"). A request with
 * a key inserts (user, key) with the hash of its method, path and body before it runs; its answer
 * is stored on that row. A retry with the same key and the same request gets the stored answer
 * (with `Idempotent-Replayed: true`) and runs nothing; with another request it is 409
 * IDEMPOTENCY_CONFLICT. A retry that comes while the first still runs waits for its answer (a
 * poll every 100 ms, at most 20 s), then is 409 (idempotencyBusy). An error answer (4xx, 5xx, a
 * thrown error) deletes the row: a retry runs again, as nothing was done. Rows older than
 * IDEMPOTENCY_HOURS are gone for their key (deleted on the next use, and by the retention job,
 * server/jobs/retention.ts).
 */
import { createHash } from "node:crypto";
import { API_KEY_MESSAGES, IDEMPOTENCY_HOURS, IDEMPOTENCY_KEY_MAX } from "@domain/api-keys";
import { and, eq, lt, sql } from "drizzle-orm";
import { type Database, database, schema } from "../db";
import { Conflict, InvalidInput } from "../errors";

const table = schema.idempotentRequests;

/** The answer's headers worth giving again (never a cookie). */
const KEPT_HEADERS = ["content-type", "location", "content-disposition"];
export const REPLAYED_HEADER = "Idempotent-Replayed";

export type IdempotencyOptions = {
  db?: Database;
  /** How often and how long a concurrent retry looks for the first request's answer. */
  pollMs?: number;
  waitMs?: number;
};

/** The request's key: null without one; a key longer than 255 characters (or empty) is 400. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get("idempotency-key");
  if (key === null) return null;
  if (key.trim() === "" || key.length > IDEMPOTENCY_KEY_MAX)
    throw new InvalidInput({ message: API_KEY_MESSAGES.idempotencyKeyInvalid });
  return key;
}

/** Hex SHA-256 of what makes a request this request: its method, path and body. */
export async function requestHashOf(request: Request): Promise<string> {
  const url = new URL(request.url);
  const body = await request.clone().text();
  return createHash("sha256")
    .update(`${request.method}\n${url.pathname}${url.search}\n`)
    .update(body)
    .digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` once for (user, key), or gives its stored answer again. `run` returns the answer as
 * a Response; whatever it throws is thrown on after the row is deleted.
 */
export async function idempotent(
  userId: string,
  key: string,
  request: Request,
  run: () => Promise<Response>,
  options: IdempotencyOptions = {},
): Promise<Response> {
  const db = options.db ?? database();
  const hash = await requestHashOf(request);
  const path = new URL(request.url).pathname;
  const mine = and(eq(table.userId, userId), eq(table.key, key));
  const deadline = Date.now() + (options.waitMs ?? 20_000);
  for (;;) {
    // A row past its hours is no longer the key's first request.
    await db
      .delete(table)
      .where(
        and(mine, lt(table.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`)),
      );
    const inserted = await db
      .insert(table)
      .values({ userId, key, method: request.method, path, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: table.key });
    if (inserted.length) return firstRun(db, mine, run);
    const [row] = await db.select().from(table).where(mine);
    // The first request failed and let its key go in between: this one runs.
    if (!row) continue;
    if (row.requestHash !== hash)
      throw new Conflict("IDEMPOTENCY_CONFLICT", API_KEY_MESSAGES.idempotencyMismatch);
    if (row.status !== null) return replay(row);
    if (Date.now() >= deadline)
      throw new Conflict("IDEMPOTENCY_CONFLICT", API_KEY_MESSAGES.idempotencyBusy);
    await sleep(options.pollMs ?? 100);
  }
}

async function firstRun(
  db: Database,
  mine: ReturnType<typeof and>,
  run: () => Promise<Response>,
): Promise<Response> {
  let answer: Response;
  try {
    answer = await run();
  } catch (error) {
    await db.delete(table).where(mine);
    throw error;
  }
  if (answer.status >= 400) {
    await db.delete(table).where(mine);
    return answer;
  }
  const body = await answer.clone().text();
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  await db
    .update(table)
    .set({ status: answer.status, headers, body, completedAt: sql`now()` })
    .where(mine);
  return answer;
}

function replay(row: typeof table.$inferSelect): Response {
  return new Response(row.body ?? "", {
    status: row.status ?? 200,
    headers: { ...(row.headers ?? {}), [REPLAYED_HEADER]: "true" },
  });
}
