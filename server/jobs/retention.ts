import { sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { Database } from "../db";
import type { Logger } from "../log";

export const RETENTION_QUEUE = "free-tier-retention";
/** 00:05 UTC on the 1st of each month: the month has turned everywhere the month key is read. */
export const RETENTION_CRON = "5 0 1 * *";
const BATCH = 500;

/** The first instant of `now`'s UTC month: content created before it is "previous months'". */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Free-tier retention (decisions: "Content and generation"): deletes the posts created before
 * this UTC month of users who are on the free plan at the moment of each batch (no paid
 * subscription row, no admin role). Paid users keep everything; a user who upgrades before the
 * run keeps theirs. In batches, so no statement holds many rows; a second run deletes nothing.
 */
export async function runRetention(
  db: Database,
  log: Logger,
  now = new Date(),
): Promise<{ posts: number; users: number }> {
  const cutoff = monthStart(now);
  const users = new Set<string>();
  let posts = 0;
  for (;;) {
    const deleted = await db.execute<{ user_id: string }>(sql`
      delete from blog_posts where id in (
        select p.id from blog_posts p
        where p.created_at < ${cutoff.toISOString()}::timestamptz
          and not exists (select 1 from user_subscriptions s
                          where s.user_id = p.user_id and s.tier <> 'free')
          and not exists (select 1 from user_roles r
                          where r.user_id = p.user_id and r.role in ('admin', 'super_admin'))
        limit ${BATCH}
        for update skip locked
      ) returning user_id`);
    for (const row of deleted.rows) users.add(row.user_id);
    posts += deleted.rows.length;
    if (deleted.rows.length < BATCH) break;
  }
  log.info(
    { posts, users: users.size, before: cutoff.toISOString() },
    "free-tier retention: older posts of free users deleted",
  );
  return { posts, users: users.size };
}

/** Schedules the monthly run on pg-boss (one job per month, whichever process takes it). */
export async function scheduleRetention(boss: PgBoss, db: Database, log: Logger): Promise<void> {
  if (!(await boss.getQueue(RETENTION_QUEUE)))
    await boss.createQueue(RETENTION_QUEUE, { retryLimit: 3, retryDelay: 60 });
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: "UTC" });
  await boss.work(RETENTION_QUEUE, { batchSize: 1 }, async () => {
    await runRetention(db, log);
  });
}
