import { IDEMPOTENCY_HOURS } from "@domain/api-keys";
import { type SQL, sql } from "drizzle-orm";
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

/** The user is on the free plan now: no paid subscription row, no admin role. */
const isFreeUser = (userId: SQL) => sql`
  not exists (select 1 from user_subscriptions s where s.user_id = ${userId} and s.tier <> 'free')
  and not exists (select 1 from user_roles r
                  where r.user_id = ${userId} and r.role in ('admin', 'super_admin'))`;

/**
 * What a generation record keeps of itself once its content is deleted: none of what the user
 * asked (input) or the model wrote (text, fallbacks); only what usage and the admin Overview
 * count (user, type, status, failure key, credit, month, tokens, dates).
 */
const CLEARED = sql`input = '{}'::jsonb, text = '', fallbacks = '[]'::jsonb, updated_at = now()`;
const NOT_CLEARED = sql`(g.input <> '{}'::jsonb or g.text <> '' or g.fallbacks <> '[]'::jsonb)`;

/**
 * Free-tier retention (decisions: "Content and generation"): deletes the content created before
 * this UTC month of users who are on the free plan at the moment of each batch (no paid
 * subscription row, no admin role): their posts, and the request and text of the generation
 * records that made those posts or made no post (failed runs, posts the user deleted). The records stay as
 * counts (usage lives in user_usage and is untouched, so the monthly quota does not change).
 * Generations still queued or running are left alone, and so is the record of a post that is
 * kept. The topic and brief of their finished research briefs are cleared the same way. Paid
 * users keep everything; a user who upgrades before the run keeps theirs. In batches, each one
 * transaction, so no statement holds many rows; a second run changes nothing.
 */
export async function runRetention(
  db: Database,
  log: Logger,
  now = new Date(),
): Promise<{ posts: number; generations: number; briefs: number; users: number }> {
  const cutoff = monthStart(now).toISOString();
  const users = new Set<string>();
  let posts = 0;
  let generations = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const doomed = await tx.execute<{ id: string; user_id: string }>(sql`
        select p.id, p.user_id from blog_posts p
        where p.created_at < ${cutoff}::timestamptz and ${isFreeUser(sql.raw("p.user_id"))}
        limit ${BATCH}
        for update skip locked`);
      const ids = doomed.rows.map((r) => r.id);
      if (ids.length === 0) return { posts: 0, generations: 0, users: [] as string[] };
      const idList = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const cleared = await tx.execute(sql`
        update generations g set ${CLEARED}
        where g.post_id in (${idList}) and ${NOT_CLEARED}`);
      await tx.execute(sql`delete from blog_posts where id in (${idList})`);
      return {
        posts: ids.length,
        generations: cleared.rowCount ?? 0,
        users: doomed.rows.map((r) => r.user_id),
      };
    });
    for (const id of batch.users) users.add(id);
    posts += batch.posts;
    generations += batch.generations;
    if (batch.posts < BATCH) break;
  }
  generations += await clearInBatches(
    db,
    users,
    (batch) => sql`
        update generations set ${CLEARED} where id in (
          select g.id from generations g
          where g.post_id is null and g.created_at < ${cutoff}::timestamptz
            and g.status not in ('queued', 'running') and ${NOT_CLEARED}
            and ${isFreeUser(sql.raw("g.user_id"))}
          limit ${batch}
          for update skip locked
        ) returning user_id`,
  );
  // Research briefs run alone keep what usage counts; the topic and the brief (the sources'
  // words) go. A brief made for a post went with its post (on delete cascade).
  const briefs = await clearInBatches(
    db,
    users,
    (batch) => sql`
        update research_briefs set topic = '', brief = null, updated_at = now() where id in (
          select b.id from research_briefs b
          where b.created_at < ${cutoff}::timestamptz
            and b.status not in ('queued', 'running') and (b.topic <> '' or b.brief is not null)
            and ${isFreeUser(sql.raw("b.user_id"))}
          limit ${batch}
          for update skip locked
        ) returning user_id`,
  );
  log.info(
    { posts, generations, briefs, users: users.size, before: cutoff },
    "free-tier retention: older posts, generation and research brief content of free users deleted",
  );
  return { posts, generations, briefs, users: users.size };
}

/**
 * Runs an UPDATE ... RETURNING user_id of at most `batch` rows, each batch in its own
 * transaction, until a batch comes back short; adds the users to `users`, returns the rows.
 */
async function clearInBatches(
  db: Database,
  users: Set<string>,
  statement: (batch: number) => SQL,
): Promise<number> {
  let total = 0;
  for (;;) {
    const cleared = await db.transaction((tx) => tx.execute<{ user_id: string }>(statement(BATCH)));
    for (const row of cleared.rows) users.add(row.user_id);
    total += cleared.rows.length;
    if (cleared.rows.length < BATCH) return total;
  }
}

/**
 * The public API's stored first answers (issue 30) older than IDEMPOTENCY_HOURS: their keys no
 * longer replay (server/api-keys idempotency.ts already ignores them), so the rows go.
 */
export async function deleteOldIdempotentRequests(db: Database, log: Logger): Promise<number> {
  const deleted = await db.execute(sql`
    delete from idempotent_requests
    where created_at < now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`);
  log.info({ rows: deleted.rowCount ?? 0 }, "idempotent requests past their hours deleted");
  return deleted.rowCount ?? 0;
}

/** Schedules the monthly run on pg-boss (one job per month, whichever process takes it). */
export async function scheduleRetention(boss: PgBoss, db: Database, log: Logger): Promise<void> {
  if (!(await boss.getQueue(RETENTION_QUEUE)))
    await boss.createQueue(RETENTION_QUEUE, { retryLimit: 3, retryDelay: 60 });
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: "UTC" });
  await boss.work(RETENTION_QUEUE, { batchSize: 1 }, async () => {
    await runRetention(db, log);
    await deleteOldIdempotentRequests(db, log);
  });
}
