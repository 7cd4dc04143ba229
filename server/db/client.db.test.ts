import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { createDatabase } from "./client";

const t = testDatabase();

describe("the pool", () => {
  it("survives the server ending a connection that is checked out between two statements", async () => {
    const errors: Error[] = [];
    const db = createDatabase(t.url, { max: 2, onError: (error) => errors.push(error) });
    const admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
    const outcome = await db
      .transaction(async (tx) => {
        const pid = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]
          ?.pid;
        // As PostgreSQL does to every connection when it is stopped.
        await admin.query("select pg_terminate_backend($1)", [pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => "committed",
        () => "failed",
      );
    await admin.end();
    expect(outcome).toBe("failed");
    expect(errors.map((error) => (error as { code?: string }).code)).toContain("57P01");
    // The pool goes on with a new connection.
    expect((await db.execute(sql`select 1 as one`)).rows[0]).toEqual({ one: 1 });
    await db.$client.end();
  });
});
