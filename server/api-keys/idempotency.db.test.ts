import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import { AppError } from "../errors";
import { deleteOldIdempotentRequests } from "../jobs";
import { createLogger } from "../log";
import { idempotencyKeyOf, idempotent } from "./idempotency";

const t = testDatabase();

const post = (body: unknown, key = "k1") =>
  new Request("http://x.test/api/v1/generations", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify(body),
  });

const accepted = (id: string) =>
  new Response(JSON.stringify({ id }), {
    status: 202,
    headers: { "content-type": "application/json", "set-cookie": "toast=1" },
  });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "none";
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.messageKey}` : String(error);
  }
}

describe("Idempotency-Key", () => {
  it("runs the first request once and answers its retries with the stored answer", async () => {
    const user = await insertUser(t.db);
    let runs = 0;
    const run = async () => accepted(`g${++runs}`);
    const first = await idempotent(user.id, "k1", post({ a: 1 }), run, { db: t.db });
    expect(first.status).toBe(202);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await idempotent(user.id, "k1", post({ a: 1 }), run, { db: t.db });
    expect(runs).toBe(1);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ id: "g1" });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("content-type")).toBe("application/json");
    // A cookie is not an answer's part worth giving again.
    expect(again.headers.get("set-cookie")).toBeNull();
    // Another user's same key is their own first request.
    const other = await insertUser(t.db);
    await idempotent(other.id, "k1", post({ a: 1 }), run, { db: t.db });
    expect(runs).toBe(2);
  });

  it("refuses the same key with another request (409), and a key over 255 characters (400)", async () => {
    const user = await insertUser(t.db);
    await idempotent(user.id, "k1", post({ a: 1 }), async () => accepted("g"), { db: t.db });
    expect(
      await codeOf(
        idempotent(user.id, "k1", post({ a: 2 }), async () => accepted("h"), { db: t.db }),
      ),
    ).toBe("409 developers:errors.idempotencyMismatch");
    expect(() => idempotencyKeyOf(post({}, "x".repeat(256)))).toThrow(AppError);
    expect(idempotencyKeyOf(post({}, "x".repeat(255)))).toHaveLength(255);
    expect(idempotencyKeyOf(new Request("http://x.test/"))).toBeNull();
  });

  it("lets the key go after an error answer or a thrown error: a retry runs again", async () => {
    const user = await insertUser(t.db);
    const refused = new Response("{}", { status: 402 });
    expect(
      (await idempotent(user.id, "k", post({}), async () => refused, { db: t.db })).status,
    ).toBe(402);
    expect(
      await codeOf(
        idempotent(
          user.id,
          "k",
          post({}),
          async () => {
            throw new Error("boom");
          },
          { db: t.db },
        ),
      ),
    ).toBe("Error: boom");
    const rows = await t.db
      .select()
      .from(schema.idempotentRequests)
      .where(eq(schema.idempotentRequests.userId, user.id));
    expect(rows).toEqual([]);
    expect(
      (await idempotent(user.id, "k", post({}), async () => accepted("g"), { db: t.db })).status,
    ).toBe(202);
  });

  it("makes a concurrent retry wait for the first answer, or 409 busy past its wait", async () => {
    const user = await insertUser(t.db);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const slow = async () => {
      runs++;
      await gate;
      return accepted("g");
    };
    const first = idempotent(user.id, "k", post({}), slow, { db: t.db });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      await codeOf(idempotent(user.id, "k", post({}), slow, { db: t.db, pollMs: 10, waitMs: 100 })),
    ).toBe("409 developers:errors.idempotencyBusy");
    const waiting = idempotent(user.id, "k", post({}), slow, { db: t.db, pollMs: 10 });
    release();
    expect((await first).status).toBe(202);
    const replayed = await waiting;
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(runs).toBe(1);
  });

  it("forgets a key past IDEMPOTENCY_HOURS, and the retention job deletes such rows", async () => {
    const user = await insertUser(t.db);
    let runs = 0;
    const run = async () => accepted(`g${++runs}`);
    await idempotent(user.id, "old", post({}), run, { db: t.db });
    await idempotent(user.id, "older", post({}), run, { db: t.db });
    await t.db.execute(
      sql`update idempotent_requests set created_at = now() - interval '25 hours' where user_id = ${user.id}`,
    );
    await idempotent(user.id, "old", post({}), run, { db: t.db });
    expect(runs).toBe(3);
    expect(await deleteOldIdempotentRequests(t.db, createLogger("silent"))).toBeGreaterThanOrEqual(
      1,
    );
    const keys = await t.db
      .select({ key: schema.idempotentRequests.key })
      .from(schema.idempotentRequests)
      .where(eq(schema.idempotentRequests.userId, user.id));
    expect(keys).toEqual([{ key: "old" }]);
  });
});
