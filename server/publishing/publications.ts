/**
 * Publications (issue 31, ADR 0032): a post on one connection. Publishing (now, as a draft there,
 * or at a time) writes the one row of (post, connection) with a new job token and inserts its
 * job in the same transaction; a schedule counts against the plan's number under the user's lock.
 * Cancel stops a schedule; the lists answer where posts are published.
 */
import { randomUUID } from "node:crypto";
import { publishLimitsFor } from "@domain/plans";
import {
  checkSchedule,
  PUBLISHING_MESSAGES,
  type Publication,
  type PublishInput,
} from "@domain/publishing";
import { htmlToPlainText } from "@domain/text";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { Conflict, InvalidInput, NotFound } from "../errors";
import { inStartTransaction, jobQueue, type StartTx } from "../jobs";
import { assertPostId, POST_NOT_FOUND } from "../library";
import { executeSqlOn } from "../webhooks";
import { connectionRowOf, isUuid } from "./connections";

export const PUBLISH_QUEUE = "publish";
export type PublishJob = { publicationId: string; token: string };

type Owner = Pick<SessionUser, "id" | "tier" | "isAdmin">;
/** The parsed request; the canonical address and the featured image may be left out. */
export type PublishRequest = Omit<PublishInput, "canonicalUrl" | "featuredImageUrl"> &
  Partial<Pick<PublishInput, "canonicalUrl" | "featuredImageUrl">>;
type User = Pick<SessionUser, "id">;
type Reader = Pick<StartTx, "select">;

const p = schema.publications;
const c = schema.publishConnections;
const posts = schema.blogPosts;

function shown(row: {
  publication: typeof p.$inferSelect;
  postTitle: string;
  connectionName: string;
  platform: (typeof c.$inferSelect)["platform"];
}): Publication {
  const r = row.publication;
  return {
    id: r.id,
    postId: r.postId,
    postTitle: row.postTitle,
    connectionId: r.connectionId,
    connectionName: row.connectionName,
    platform: row.platform,
    mode: r.mode,
    status: r.status,
    scheduledFor: r.scheduledFor?.toISOString() ?? null,
    remoteId: r.remoteId,
    remoteUrl: r.remoteUrl,
    remoteStatus: r.remoteStatus ?? null,
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
    lastError: r.lastError ?? null,
    notes: r.notes ?? [],
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function shownWhere(db: Reader, where: SQL | undefined, order: SQL[] = []) {
  const rows = await db
    .select({
      publication: p,
      postTitle: posts.title,
      connectionName: c.name,
      platform: c.platform,
    })
    .from(p)
    .innerJoin(posts, eq(posts.id, p.postId))
    .innerJoin(c, eq(c.id, p.connectionId))
    .where(where)
    .orderBy(...order);
  return rows.map(shown);
}

async function postOf(user: User, postId: string) {
  assertPostId(postId);
  const [post] = await database()
    .select({ id: posts.id, content: posts.content })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.userId, user.id)));
  if (!post) throw new NotFound(POST_NOT_FOUND);
  return post;
}

/** Inserts the publication's job on the transaction (`startAfter` for a schedule). */
export async function enqueuePublication(
  tx: Pick<StartTx, "execute">,
  job: PublishJob,
  startAfter: Date | null,
) {
  await jobQueue().boss.send(PUBLISH_QUEUE, job, {
    id: randomUUID(),
    ...(startAfter ? { startAfter } : {}),
    db: { executeSql: executeSqlOn(tx) },
  });
}

/**
 * Publishes a post on one of the user's connections: now, as a draft there, or at `scheduledFor`
 * (SCHEDULE_LIMIT past the plan's number waiting). Publishing again updates the same row (and,
 * through its kept remote id, the same post on the site). Answers the publication, queued.
 */
export async function publishPost(
  user: Owner,
  postId: string,
  input: PublishRequest,
): Promise<Publication> {
  const post = await postOf(user, postId);
  if (htmlToPlainText(post.content) === "")
    throw new InvalidInput({ message: PUBLISHING_MESSAGES.postEmpty });
  const connection = await connectionRowOf(user, input.connectionId);
  let scheduledFor: Date | null = null;
  if (input.mode === "schedule") {
    scheduledFor = new Date(input.scheduledFor ?? "");
    const problem = Number.isNaN(scheduledFor.getTime())
      ? PUBLISHING_MESSAGES.scheduleInvalid
      : checkSchedule(scheduledFor);
    if (problem) throw new InvalidInput({ message: problem, field: "scheduledFor" });
  }
  const limit = publishLimitsFor(user).scheduled;
  return inStartTransaction(`publishing:${user.id}`, async (tx) => {
    if (scheduledFor) {
      const [waiting] = await tx
        .select({ total: count() })
        .from(p)
        .where(
          and(
            eq(p.userId, user.id),
            eq(p.status, "scheduled"),
            // This post's own schedule on this site is replaced, not added.
            sql`(${p.postId}, ${p.connectionId}) <> (${post.id}::uuid, ${connection.id}::uuid)`,
          ),
        );
      if ((waiting?.total ?? 0) >= limit)
        throw new Conflict("SCHEDULE_LIMIT", PUBLISHING_MESSAGES.scheduleLimit, {
          params: { count: limit },
        });
    }
    const token = randomUUID();
    const fields = {
      mode: input.mode,
      status: scheduledFor ? ("scheduled" as const) : ("queued" as const),
      scheduledFor,
      canonicalUrl: input.canonicalUrl ?? null,
      featuredImageUrl: input.featuredImageUrl ?? null,
      jobToken: token,
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(p)
      .values({ userId: user.id, postId: post.id, connectionId: connection.id, ...fields })
      .onConflictDoUpdate({ target: [p.postId, p.connectionId], set: fields })
      .returning({ id: p.id });
    if (!row) throw new Error("publication not written");
    await enqueuePublication(tx, { publicationId: row.id, token }, scheduledFor);
    const [publication] = await shownWhere(tx, eq(p.id, row.id));
    if (!publication) throw new Error("publication not read back");
    return publication;
  });
}

/** Cancels a scheduled publication (its job then does nothing); anything else: notScheduled. */
export async function cancelPublication(
  user: User,
  postId: string,
  publicationId: string,
): Promise<Publication> {
  await postOf(user, postId);
  if (!isUuid(publicationId)) throw new NotFound(PUBLISHING_MESSAGES.publicationNotFound);
  const mine = and(eq(p.id, publicationId), eq(p.postId, postId), eq(p.userId, user.id));
  const [cancelled] = await database()
    .update(p)
    .set({ status: "cancelled", jobToken: null, nextAttemptAt: null, updatedAt: new Date() })
    .where(and(mine, eq(p.status, "scheduled")))
    .returning({ id: p.id });
  const [publication] = await shownWhere(database(), mine);
  if (!publication) throw new NotFound(PUBLISHING_MESSAGES.publicationNotFound);
  if (!cancelled) throw new InvalidInput({ message: PUBLISHING_MESSAGES.notScheduled });
  return publication;
}

/** Where one of the user's posts is published, newest first. */
export async function listPostPublications(user: User, postId: string): Promise<Publication[]> {
  await postOf(user, postId);
  return shownWhere(database(), and(eq(p.userId, user.id), eq(p.postId, postId)), [
    desc(p.updatedAt),
  ]);
}

/** The user's publications across posts: scheduled first (soonest first), then newest. */
export async function listPublications(user: User): Promise<Publication[]> {
  return shownWhere(database(), eq(p.userId, user.id), [
    sql`(${p.status} = 'scheduled') desc`,
    sql`case when ${p.status} = 'scheduled' then ${p.scheduledFor} end asc`,
    desc(p.updatedAt),
  ]);
}
