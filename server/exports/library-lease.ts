import { randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";

const exports_ = schema.libraryExports;

/** How often a running export renews its row, and after how long an unrenewed row is stale. */
export const LEASE_RENEW_MS = 20_000;
export const LEASE_STALE_MS = 90_000;

export type ExportLease = { release(): Promise<void> };

/**
 * Takes the user's one export slot, in PostgreSQL so that it holds across server processes:
 * null while another export of theirs runs. A slot whose process died (not renewed for
 * LEASE_STALE_MS) is taken over. The holder renews it until `release`.
 */
export async function takeExportLease(
  user: Pick<SessionUser, "id">,
  log?: { error(details: object, message: string): void },
): Promise<ExportLease | null> {
  const lease = randomUUID();
  const stale = sql`now() - ${`${LEASE_STALE_MS} milliseconds`}::interval`;
  const [taken] = await database()
    .insert(exports_)
    .values({ userId: user.id, lease })
    .onConflictDoUpdate({
      target: exports_.userId,
      set: { lease, renewedAt: sql`now()` },
      setWhere: lt(exports_.renewedAt, stale),
    })
    .returning({ lease: exports_.lease });
  if (taken?.lease !== lease) return null;

  const ours = and(eq(exports_.userId, user.id), eq(exports_.lease, lease));
  const renew = setInterval(() => {
    database()
      .update(exports_)
      .set({ renewedAt: sql`now()` })
      .where(ours)
      .catch((error) =>
        log?.error({ err: error, userId: user.id }, "renewing a library export lease failed"),
      );
  }, LEASE_RENEW_MS);
  renew.unref();
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      clearInterval(renew);
      await database().delete(exports_).where(ours);
    },
  };
}
