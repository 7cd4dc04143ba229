/**
 * A publication's job (queue `publish`, ADR 0032 "Jobs"): one attempt builds the document from
 * the saved post, opens the connection's credential and has the platform's client create or
 * update the post. pg-boss retries a failure worth retrying with exponential backoff
 * (PUBLISH_RETRY_BASE_SECONDS, PUBLISH_ATTEMPTS); a final one fails at once. A job whose last
 * attempt died with its worker lands in `publish-abandoned`, which fails the publication.
 * One attempt of a publication runs at a time: its claim marks the row (`attempt_started_at`)
 * and it clears its mark when it ends; a job that finds the mark of another attempt (say the
 * first publish's create still running when the writer publishes again) waits for its next retry.
 */
import { PUBLISHING_MESSAGES } from "@domain/publishing";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { type Database, schema } from "../db";
import { ensureQueue } from "../jobs";
import { type Logger, loggableError } from "../log";
import { platformClient } from "./clients";
import { credentialsOf } from "./connections";
import { buildDocument } from "./document";
import { PlatformError } from "./platform";
import { PUBLISH_QUEUE, type PublishJob } from "./publications";
import { nextAttemptEstimate, publishingSettings, publishRetryPolicy } from "./settings";

export const PUBLISH_ABANDONED_QUEUE = "publish-abandoned";
/**
 * Seconds an attempt may run before pg-boss takes it for dead (several requests of 20 s); an
 * attempt's mark older than this is a crashed attempt's and no longer blocks the next.
 */
export const ATTEMPT_EXPIRES_SECONDS = 300;

const p = schema.publications;
/** The states a job may (still) run in: a crashed attempt leaves `publishing`. */
const RUNNABLE = ["scheduled", "queued", "retrying", "publishing"] as const;

class AttemptFailed extends Error {}
class AttemptWaits extends Error {}

/** `busy`: another attempt of the publication is in flight; this job runs again later. */
export type AttemptOutcome = "published" | "failed" | "retry" | "gone" | "busy";

/**
 * Runs one attempt of a publication. `retryCount` is pg-boss's (0 for the first attempt); `last`
 * says whether pg-boss will run no other. Throws for an unexpected error (pg-boss retries it).
 * Never runs while another attempt of the same publication is in flight (`busy`).
 */
export async function attemptPublication(
  db: Database,
  job: PublishJob,
  attempt: { retryCount: number; last: boolean },
  log?: Logger,
): Promise<AttemptOutcome> {
  const mine = and(eq(p.id, job.publicationId), eq(p.jobToken, job.token));
  const runnable = and(mine, inArray(p.status, [...RUNNABLE]));
  const [claimed] = await db
    .update(p)
    .set({
      status: "publishing",
      attempts: sql`${p.attempts} + 1`,
      nextAttemptAt: null,
      // Milliseconds, as a Date holds them: the attempt clears its mark by this value.
      attemptStartedAt: sql`date_trunc('milliseconds', now())`,
      updatedAt: new Date(),
    })
    .where(
      and(
        runnable,
        or(
          isNull(p.attemptStartedAt),
          sql`${p.attemptStartedAt} < now() - make_interval(secs => ${ATTEMPT_EXPIRES_SECONDS})`,
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const [waiting] = await db.select({ id: p.id }).from(p).where(runnable);
    return waiting ? "busy" : "gone";
  }
  const mark = claimed.attemptStartedAt;
  try {
    return await runClaimed(db, job, claimed, attempt, log);
  } finally {
    // Whatever the outcome and the token: a newer job waiting for this attempt may run.
    if (mark)
      await db
        .update(p)
        .set({ attemptStartedAt: null })
        .where(and(eq(p.id, claimed.id), eq(p.attemptStartedAt, mark)))
        .catch((error: unknown) =>
          // The mark then expires after ATTEMPT_EXPIRES_SECONDS.
          log?.error(
            { err: loggableError(error), publicationId: claimed.id },
            "publishing attempt could not clear its mark",
          ),
        );
  }
}

async function runClaimed(
  db: Database,
  job: PublishJob,
  claimed: typeof p.$inferSelect,
  attempt: { retryCount: number; last: boolean },
  log?: Logger,
): Promise<AttemptOutcome> {
  const mine = and(eq(p.id, job.publicationId), eq(p.jobToken, job.token));
  const [found] = await db
    .select({ connection: schema.publishConnections, post: schema.blogPosts })
    .from(schema.publishConnections)
    .innerJoin(schema.blogPosts, eq(schema.blogPosts.id, claimed.postId))
    .where(
      and(
        eq(schema.publishConnections.id, claimed.connectionId),
        eq(schema.publishConnections.userId, claimed.userId),
        eq(schema.blogPosts.userId, claimed.userId),
      ),
    );
  // The post or the connection was deleted: the cascade removes this row too.
  if (!found) return "gone";
  const { connection, post } = found;
  const creating = claimed.remoteId === null;
  // A create that may have reached the site before its answer was lost: look for it first.
  const adoptSince = creating ? claimed.createStartedAt : null;
  try {
    const { document, notes } = await buildDocument(db, post, claimed);
    const credentials = credentialsOf(connection);
    if (creating && !adoptSince)
      await db.update(p).set({ createStartedAt: new Date() }).where(eq(p.id, claimed.id));
    const remote = await platformClient(connection.platform).publish(credentials, document, {
      remoteId: claimed.remoteId,
      previous: claimed.remoteMedia ? { media: claimed.remoteMedia } : null,
      adoptSince,
      seoPlugin: connection.seoPlugin ?? null,
    });
    await db.transaction(async (tx) => {
      // What the site holds is stored whatever the token: the next publish updates that post.
      await tx
        .update(p)
        .set({
          remoteId: remote.id,
          remoteUrl: remote.url,
          remoteStatus: remote.status,
          ...(remote.media === undefined ? {} : { remoteMedia: remote.media }),
          createStartedAt: null,
        })
        .where(eq(p.id, claimed.id));
      await tx
        .update(p)
        .set({
          status: "published",
          notes: [...notes, ...remote.notes],
          publishedAt: new Date(),
          lastError: null,
          nextAttemptAt: null,
          updatedAt: new Date(),
        })
        .where(mine);
    });
    return "published";
  } catch (error) {
    if (!(error instanceof PlatformError)) {
      log?.error(
        { err: loggableError(error), publicationId: claimed.id, platform: connection.platform },
        "publishing attempt crashed",
      );
      if (!attempt.last) await markRetrying(db, job, null, attempt.retryCount);
      throw error;
    }
    if (error.retry && !attempt.last) {
      await markRetrying(db, job, error, attempt.retryCount);
      return "retry";
    }
    await db
      .update(p)
      .set({
        status: "failed",
        lastError: error.toMessage(),
        nextAttemptAt: null,
        updatedAt: new Date(),
      })
      .where(mine);
    return "failed";
  }
}

async function markRetrying(
  db: Database,
  job: PublishJob,
  error: PlatformError | null,
  retryCount: number,
) {
  await db
    .update(p)
    .set({
      status: "retrying",
      ...(error ? { lastError: error.toMessage() } : {}),
      nextAttemptAt: nextAttemptEstimate(publishingSettings().retryBaseSeconds, retryCount + 1),
      updatedAt: new Date(),
    })
    .where(and(eq(p.id, job.publicationId), eq(p.jobToken, job.token)));
}

/**
 * A publication whose job ended without settling it (its last attempt crashed, or died with its
 * worker): failed with `abandoned`, never left in flight. Returns whether it was.
 */
export async function abandonPublication(db: Database, job: PublishJob): Promise<boolean> {
  const rows = await db
    .update(p)
    .set({
      status: "failed",
      lastError: { key: PUBLISHING_MESSAGES.abandoned },
      nextAttemptAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(p.id, job.publicationId),
        eq(p.jobToken, job.token),
        inArray(p.status, ["queued", "publishing", "retrying"]),
      ),
    )
    .returning({ id: p.id });
  return rows.length > 0;
}

/** Creates the publish queue with its retry schedule and dead letter, and this process's workers. */
export async function registerPublishing(
  boss: PgBoss,
  deps: { db: Database; log: Logger; concurrency?: number },
): Promise<void> {
  const policy = publishRetryPolicy(publishingSettings());
  await ensureQueue(boss, PUBLISH_ABANDONED_QUEUE, { retryLimit: 5, retryDelay: 5 });
  await ensureQueue(boss, PUBLISH_QUEUE, {
    ...policy,
    expireInSeconds: ATTEMPT_EXPIRES_SECONDS,
    deadLetter: PUBLISH_ABANDONED_QUEUE,
  });
  await boss.work<PublishJob>(PUBLISH_ABANDONED_QUEUE, { batchSize: 1 }, async ([job]) => {
    if (!job) return;
    if (await abandonPublication(deps.db, job.data))
      deps.log.warn({ publicationId: job.data.publicationId }, "abandoned publication: failed");
  });
  await boss.work<PublishJob>(
    PUBLISH_QUEUE,
    { batchSize: 1, localConcurrency: deps.concurrency ?? 2, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const last = job.retryCount >= policy.retryLimit;
      const outcome = await attemptPublication(
        deps.db,
        job.data,
        { retryCount: job.retryCount, last },
        deps.log,
      );
      // pg-boss retries a failed job after its backoff.
      if (outcome === "retry")
        throw new AttemptFailed(`publication ${job.data.publicationId} attempt failed`);
      // Not the writer's failure: the row is left as it is and the job runs again later.
      if (outcome === "busy")
        throw new AttemptWaits(
          `publication ${job.data.publicationId}: another attempt is in flight, retried later`,
        );
    },
  );
}
