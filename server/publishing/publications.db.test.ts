// Publications on PostgreSQL with a real job queue and a scripted platform client: publishing
// runs a job to `published`; publishing again updates the same row and the same remote post; a
// failure worth retrying is retried, a final one fails at once; schedules count against the plan
// under the user's lock; cancel stops a schedule; internal links point at the linked post's
// address on the same site; another user's posts, connections and publications are not found.
import { randomBytes } from "node:crypto";
import { PUBLISH_LIMITS } from "@domain/plans";
import { PUBLISHING_MESSAGES } from "@domain/publishing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost, insertUser } from "../../tests/support/factories";
import { silentLog, waitUntil } from "../../tests/support/generation";
import { schema } from "../db";
import type { AppError } from "../errors";
import { type JobQueue, setJobQueue, startJobQueue } from "../jobs";
import {
  abandonPublication,
  attemptPublication,
  cancelPublication,
  configureCredentialsKey,
  configurePublishing,
  createConnection,
  listPostPublications,
  listPublications,
  PlatformError,
  type PublishDocument,
  publishPost,
  registerPublishing,
} from "./index";

const fake = vi.hoisted(() => ({ check: vi.fn(), publish: vi.fn() }));
vi.mock("./clients", () => ({ platformClient: () => fake }));

const APP = "https://inkwell.example";
const t = testDatabase();
let queue: JobQueue;

beforeAll(async () => {
  configureCredentialsKey(randomBytes(32));
  configurePublishing({ appUrl: APP, retryBaseSeconds: 1, attempts: 3 });
  queue = await startJobQueue({ url: t.url, log: silentLog });
  setJobQueue(queue);
  await registerPublishing(queue.boss, { db: t.db, log: silentLog });
});
afterAll(async () => {
  await queue?.stop();
  setJobQueue(undefined);
  configurePublishing({});
});
beforeEach(() => {
  fake.check.mockReset();
  fake.publish.mockReset();
});

async function owner(tier: "free" | "lite" = "lite") {
  const row = await insertUser(t.db);
  return { id: row.id, tier, isAdmin: false };
}

async function site(user: { id: string; tier: "free" | "lite"; isAdmin: boolean }, name = "Blog") {
  const { connection } = await createConnection(user, {
    platform: "wordpress",
    name,
    siteUrl: `https://${name.toLowerCase()}.example`,
    username: "editor",
    secret: "abcd efgh ijkl mnop",
  });
  return connection;
}

const rowOf = async (id: string) => {
  const [row] = await t.db.select().from(schema.publications).where(eq(schema.publications.id, id));
  if (!row) throw new Error("no publication");
  return row;
};

const settled = (id: string, status: string) =>
  waitUntil(
    () => rowOf(id),
    (row) => row.status === status,
    30_000,
  );

async function failure(run: Promise<unknown>) {
  try {
    await run;
  } catch (error) {
    return error as AppError;
  }
  throw new Error("did not fail");
}

const remote = (id: string, status: "live" | "draft" = "live") => ({
  id,
  url: `https://blog.example/${id}`,
  status,
  notes: [],
  media: null,
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe("publications", () => {
  it("publishes through a job, then again updates the same row and the same remote post", async () => {
    const user = await owner();
    const connection = await site(user);
    const post = await insertPost(t.db, user.id, { title: "First post", keywords: ["coffee"] });
    fake.publish.mockResolvedValueOnce({
      ...remote("101"),
      notes: [{ key: PUBLISHING_MESSAGES.noSeoPlugin }],
    });
    const queued = await publishPost(user, post.id, {
      connectionId: connection.id,
      mode: "publish",
    });
    expect(queued).toMatchObject({
      postId: post.id,
      postTitle: "First post",
      connectionName: "Blog",
      platform: "wordpress",
      status: "queued",
      attempts: 0,
      remoteId: null,
    });
    const done = await settled(queued.id, "published");
    expect(done).toMatchObject({
      remoteId: "101",
      remoteUrl: "https://blog.example/101",
      remoteStatus: "live",
      attempts: 1,
      lastError: null,
      createStartedAt: null,
      notes: [{ key: PUBLISHING_MESSAGES.noSeoPlugin }],
    });
    expect(done.publishedAt).not.toBeNull();
    const [credentials, document, options] = fake.publish.mock.calls[0] as [
      unknown,
      PublishDocument,
      Record<string, unknown>,
    ];
    expect(credentials).toMatchObject({ secret: "abcdefghijklmnop", username: "editor" });
    expect(document).toMatchObject({
      postId: post.id,
      title: "First post",
      slug: "first-post",
      tags: ["coffee"],
      status: "live",
    });
    expect(options).toEqual({ remoteId: null, previous: null, adoptSince: null, seoPlugin: null });

    fake.publish.mockResolvedValueOnce(remote("101", "draft"));
    const again = await publishPost(user, post.id, { connectionId: connection.id, mode: "draft" });
    expect(again.id).toBe(queued.id);
    expect(again).toMatchObject({ status: "queued", attempts: 0, remoteId: "101" });
    const updated = await settled(queued.id, "published");
    expect(updated.remoteStatus).toBe("draft");
    expect(fake.publish).toHaveBeenCalledTimes(2);
    expect(fake.publish.mock.calls[1]?.[2]).toMatchObject({ remoteId: "101", adoptSince: null });
    expect(fake.publish.mock.calls[1]?.[1]).toMatchObject({ status: "draft" });
    expect(await listPostPublications(user, post.id)).toHaveLength(1);
  });

  it("retries a failure worth retrying, then succeeds", async () => {
    const user = await owner();
    const connection = await site(user);
    const post = await insertPost(t.db, user.id);
    let calls = 0;
    fake.publish.mockImplementation(async () => {
      calls++;
      if (calls === 1)
        throw new PlatformError(PUBLISHING_MESSAGES.timeout, { host: "blog.example" }, true);
      return remote("202");
    });
    const queued = await publishPost(user, post.id, {
      connectionId: connection.id,
      mode: "publish",
    });
    const retrying = await settled(queued.id, "retrying");
    expect(retrying.lastError).toEqual({
      key: PUBLISHING_MESSAGES.timeout,
      params: { host: "blog.example" },
    });
    expect(retrying.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() - 1000);
    // The first create may have reached the site: the retry looks for it first.
    expect(retrying.createStartedAt).not.toBeNull();
    const done = await settled(queued.id, "published");
    expect(done).toMatchObject({
      attempts: 2,
      remoteId: "202",
      lastError: null,
      nextAttemptAt: null,
    });
    expect(fake.publish.mock.calls[1]?.[2]).toMatchObject({ adoptSince: retrying.createStartedAt });
  });

  it("fails at once on a final error, and after the last attempt on retried ones", async () => {
    const user = await owner();
    const connection = await site(user);
    const post = await insertPost(t.db, user.id);
    fake.publish.mockRejectedValue(
      new PlatformError(PUBLISHING_MESSAGES.permissions, { message: "No" }),
    );
    const queued = await publishPost(user, post.id, {
      connectionId: connection.id,
      mode: "publish",
    });
    const failed = await settled(queued.id, "failed");
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: { key: PUBLISHING_MESSAGES.permissions, params: { message: "No" } },
    });

    fake.publish.mockRejectedValue(
      new PlatformError(PUBLISHING_MESSAGES.rateLimited, { status: 429 }, true),
    );
    await publishPost(user, post.id, { connectionId: connection.id, mode: "publish" });
    const exhausted = await waitUntil(
      () => rowOf(queued.id),
      (row) => row.status === "failed" && row.attempts === 3,
      30_000,
    );
    expect(exhausted.lastError).toEqual({
      key: PUBLISHING_MESSAGES.rateLimited,
      params: { status: 429 },
    });
    expect(exhausted.nextAttemptAt).toBeNull();
  });

  it("stores the remote id an attempt got even when the publication changed meanwhile", async () => {
    const user = await owner();
    const connection = await site(user);
    const post = await insertPost(t.db, user.id);
    const scheduled = await publishPost(user, post.id, {
      connectionId: connection.id,
      mode: "schedule",
      scheduledFor: inAnHour(),
    });
    const token = (await rowOf(scheduled.id)).jobToken as string;
    fake.publish.mockImplementationOnce(async () => {
      await t.db
        .update(schema.publications)
        .set({ jobToken: "00000000-0000-4000-8000-000000000000" })
        .where(eq(schema.publications.id, scheduled.id));
      return remote("303");
    });
    const outcome = await attemptPublication(
      t.db,
      { publicationId: scheduled.id, token },
      { retryCount: 0, last: false },
    );
    expect(outcome).toBe("published");
    const row = await rowOf(scheduled.id);
    expect(row).toMatchObject({ remoteId: "303", status: "publishing", publishedAt: null });
    // The old token's job does nothing more; an abandoned job of it changes nothing either.
    expect(
      await attemptPublication(
        t.db,
        { publicationId: scheduled.id, token },
        { retryCount: 1, last: true },
      ),
    ).toBe("gone");
    expect(await abandonPublication(t.db, { publicationId: scheduled.id, token })).toBe(false);
    expect(
      await abandonPublication(t.db, {
        publicationId: scheduled.id,
        token: "00000000-0000-4000-8000-000000000000",
      }),
    ).toBe(true);
    expect(await rowOf(scheduled.id)).toMatchObject({
      status: "failed",
      lastError: { key: PUBLISHING_MESSAGES.abandoned },
    });
  });

  it("counts schedules against the plan exactly, under parallel requests", async () => {
    const user = await owner("free");
    const connection = await site(user);
    const limit = PUBLISH_LIMITS.free.scheduled;
    const posts = await Promise.all(
      Array.from({ length: limit + 2 }, () => insertPost(t.db, user.id)),
    );
    const results = await Promise.allSettled(
      posts.map((post) =>
        publishPost(user, post.id, {
          connectionId: connection.id,
          mode: "schedule",
          scheduledFor: inAnHour(),
        }),
      ),
    );
    const made = results.filter((r) => r.status === "fulfilled");
    expect(made).toHaveLength(limit);
    for (const r of results.filter((r) => r.status === "rejected"))
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        code: "SCHEDULE_LIMIT",
        status: 409,
        params: { count: limit },
      });
    // Moving one of the schedules replaces it: not one more.
    const first = (made[0] as PromiseFulfilledResult<{ postId: string; id: string }>).value;
    const moved = await publishPost(user, first.postId, {
      connectionId: connection.id,
      mode: "schedule",
      scheduledFor: new Date(Date.now() + 7_200_000).toISOString(),
    });
    expect(moved).toMatchObject({ id: first.id, status: "scheduled" });
    const past = await failure(
      publishPost(user, first.postId, {
        connectionId: connection.id,
        mode: "schedule",
        scheduledFor: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(past).toMatchObject({
      code: "INVALID_INPUT",
      messageKey: PUBLISHING_MESSAGES.scheduleInPast,
      field: "scheduledFor",
    });

    // Scheduled first (soonest first), then the newest.
    const list = await listPublications(user);
    expect(list.slice(0, limit).every((p) => p.status === "scheduled")).toBe(true);
    expect(list[limit - 1]?.id).toBe(first.id);
  });

  it("cancels a schedule (its job then does nothing); anything else is not scheduled", async () => {
    const user = await owner();
    const connection = await site(user);
    const post = await insertPost(t.db, user.id);
    const scheduled = await publishPost(user, post.id, {
      connectionId: connection.id,
      mode: "schedule",
      scheduledFor: inAnHour(),
    });
    const token = (await rowOf(scheduled.id)).jobToken as string;
    const cancelled = await cancelPublication(user, post.id, scheduled.id);
    expect(cancelled.status).toBe("cancelled");
    expect((await rowOf(scheduled.id)).jobToken).toBeNull();
    expect(
      await attemptPublication(
        t.db,
        { publicationId: scheduled.id, token },
        { retryCount: 0, last: false },
      ),
    ).toBe("gone");
    expect(fake.publish).not.toHaveBeenCalled();
    expect(await failure(cancelPublication(user, post.id, scheduled.id))).toMatchObject({
      code: "INVALID_INPUT",
      messageKey: PUBLISHING_MESSAGES.notScheduled,
    });
  });

  it("another user's post, connection and publication are not found; an empty post is refused", async () => {
    const user = await owner();
    const stranger = await owner();
    const connection = await site(user);
    const theirs = await site(stranger, "Theirs");
    const post = await insertPost(t.db, user.id);
    const scheduled = await publishPost(user, post.id, {
      connectionId: connection.id,
      mode: "schedule",
      scheduledFor: inAnHour(),
    });
    for (const run of [
      () => publishPost(stranger, post.id, { connectionId: theirs.id, mode: "publish" }),
      () => listPostPublications(stranger, post.id),
      () => cancelPublication(stranger, post.id, scheduled.id),
    ])
      expect(await failure(run())).toMatchObject({ code: "NOT_FOUND" });
    expect(
      await failure(publishPost(user, post.id, { connectionId: theirs.id, mode: "publish" })),
    ).toMatchObject({
      code: "NOT_FOUND",
      messageKey: PUBLISHING_MESSAGES.notFound,
    });
    const strangersPost = await insertPost(t.db, stranger.id);
    expect(await failure(cancelPublication(user, strangersPost.id, scheduled.id))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(
      await failure(cancelPublication(user, post.id, "00000000-0000-4000-8000-000000000000")),
    ).toMatchObject({
      code: "NOT_FOUND",
      messageKey: PUBLISHING_MESSAGES.publicationNotFound,
    });
    expect(await listPublications(stranger)).toEqual([]);
    const empty = await insertPost(t.db, user.id, { content: "<p> </p>" });
    expect(
      await failure(publishPost(user, empty.id, { connectionId: connection.id, mode: "publish" })),
    ).toMatchObject({
      code: "INVALID_INPUT",
      messageKey: PUBLISHING_MESSAGES.postEmpty,
    });
  });

  it("points internal links at the linked post's address on the same site, else plain text", async () => {
    const user = await owner();
    const blog = await site(user, "Blog");
    const other = await site(user, "Other");
    const linked = await insertPost(t.db, user.id, { title: "Linked" });
    const unpublished = await insertPost(t.db, user.id, { title: "Unpublished" });
    fake.publish.mockResolvedValueOnce({ ...remote("401"), url: "https://blog.example/linked" });
    const first = await publishPost(user, linked.id, { connectionId: blog.id, mode: "publish" });
    await settled(first.id, "published");

    const post = await insertPost(t.db, user.id, {
      content: `<p>Read <a href="/dashboard/view/${linked.id}">the linked one</a> and <a href="${APP}/dashboard/view/${unpublished.id}">the other</a>.</p>`,
    });
    fake.publish.mockResolvedValue(remote("402"));
    const onBlog = await publishPost(user, post.id, { connectionId: blog.id, mode: "publish" });
    const done = await settled(onBlog.id, "published");
    const document = fake.publish.mock.calls.at(-1)?.[1] as PublishDocument;
    expect(document.html).toContain('<a href="https://blog.example/linked">the linked one</a>');
    expect(document.html).toContain("and the other.");
    expect(document.html).not.toContain("/dashboard/view/");
    expect(done.notes).toEqual([
      { key: PUBLISHING_MESSAGES.linksMapped, params: { count: 1 } },
      { key: PUBLISHING_MESSAGES.linksUnmapped, params: { count: 1 } },
    ]);

    // On another site the linked post is not published: both links are plain text.
    const onOther = await publishPost(user, post.id, { connectionId: other.id, mode: "publish" });
    const elsewhere = await settled(onOther.id, "published");
    expect(
      (fake.publish.mock.calls.at(-1)?.[1] as PublishDocument | undefined)?.html,
    ).not.toContain("<a ");
    expect(elsewhere.notes).toEqual([
      { key: PUBLISHING_MESSAGES.linksUnmapped, params: { count: 2 } },
    ]);
  });
});
