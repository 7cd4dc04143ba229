import type { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  action as libraryExportAction,
  loader as libraryExportLoader,
} from "~/routes/api/library-export";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost, insertUser } from "../../tests/support/factories";
import { routeArgs, sessionUser } from "../../tests/support/route-args";
import { schema } from "../db";
import { AppError } from "../errors";
import { exportLibraryZip } from "./index";
import { LEASE_STALE_MS, takeExportLease } from "./library-lease";

// Review finding 6: the library export starts by POST only, and one runs at a time per user.
const t = testDatabase();

const drain = async (stream: Readable) => {
  for await (const _ of stream);
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("one library export at a time per user", () => {
  it("a second export while the first streams is a Conflict; after it ends the next one runs", async () => {
    const owner = await insertUser(t.db);
    await insertPost(t.db, owner.id, { title: "One" });
    const first = await exportLibraryZip(owner);
    const second = await refusal(exportLibraryZip(owner));
    expect(second).toBeInstanceOf(AppError);
    expect((second as AppError).code).toBe("EXPORT_RUNNING");
    expect((second as AppError).status).toBe(409);
    // Someone else's export is not held up.
    const other = await insertUser(t.db);
    await drain(await exportLibraryZip(other));

    await drain(first);
    await new Promise((resolve) => setImmediate(resolve));
    await drain(await exportLibraryZip(owner));
  });

  it("an export abandoned part way frees the slot", async () => {
    const owner = await insertUser(t.db);
    const zip = await exportLibraryZip(owner);
    zip.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await drain(await exportLibraryZip(owner));
  });

  it("a slot left by a process that died is taken over once stale, not before", async () => {
    const owner = await insertUser(t.db);
    const held = await takeExportLease(owner);
    expect(held).not.toBeNull();
    expect(await takeExportLease(owner)).toBeNull();
    await t.db
      .update(schema.libraryExports)
      .set({ renewedAt: sql`now() - ${`${LEASE_STALE_MS + 1000} milliseconds`}::interval` })
      .where(eq(schema.libraryExports.userId, owner.id));
    const taken = await takeExportLease(owner);
    expect(taken).not.toBeNull();
    // The dead holder's release does not free the new holder's slot.
    await held?.release();
    expect(await takeExportLease(owner)).toBeNull();
    await taken?.release();
    expect(await t.db.select().from(schema.libraryExports)).toEqual([]);
  });
});

describe("POST /api/library/export", () => {
  it("a GET starts nothing: 405", async () => {
    const owner = sessionUser(await insertUser(t.db));
    const answer = await libraryExportLoader(
      routeArgs("/api/library/export", { user: owner }) as never,
    );
    expect((answer as { init?: ResponseInit }).init?.status).toBe(405);
    expect(await t.db.select().from(schema.libraryExports)).toEqual([]);
  });

  it("while one runs, the button's form goes back with a toast, and an API caller gets 409", async () => {
    const owner = sessionUser(await insertUser(t.db));
    const running = await exportLibraryZip(owner);
    const post = (headers: Record<string, string>) =>
      libraryExportAction(
        routeArgs("/api/library/export", {
          user: owner,
          init: { method: "POST", headers },
        }) as never,
      ).catch((thrown: unknown) => thrown);
    const page = (await post({ "sec-fetch-mode": "navigate" })) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/dashboard/library");
    expect(page.headers.get("set-cookie")).toContain("exports%3Alibrary.running");
    const api = (await post({})) as { init?: ResponseInit; data?: unknown };
    expect(api.init?.status).toBe(409);
    expect(api.data).toMatchObject({ error: { code: "EXPORT_RUNNING" } });
    running.destroy();
  });
});
