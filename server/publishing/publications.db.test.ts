import { PUBLISHING_MESSAGES } from "@domain/publishing";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost } from "../../tests/support/factories";
import { waitUntil } from "../../tests/support/generation";
import {
  inAnHour,
  publicationRow,
  publicationSettled,
  publishingUser,
  remotePost,
  withPublishingQueue,
  wordpressSite,
} from "../../tests/support/publishing";
import { schema } from "../db";
import {
  abandonPublication,
  attemptPublication,
  listPostPublications,
  PlatformError,
  type PublishDocument,
  publishPost,
} from "./index";

const fake = vi.hoisted(() => ({ check: vi.fn(), publish: vi.fn() }));
vi.mock("./clients", () => ({ platformClient: () => fake }));

const APP = "https://inkwell.example";
const t = testDatabase();
withPublishingQueue(t);
beforeEach(() => {
  fake.check.mockReset();
  fake.publish.mockReset();
});

describe("publications", () => {
  it("publishes through a job, then again updates the same row and the same remote post", async () => {
    const user = await publishingUser(t.db);
    const connection = await wordpressSite(user);
    const post = await insertPost(t.db, user.id, { title: "First post", keywords: ["coffee"] });
    fake.publish.mockResolvedValueOnce({
      ...remotePost("101"),
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
    const done = await publicationSettled(t.db, queued.id, "published");
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

    fake.publish.mockResolvedValueOnce(remotePost("101", "draft"));
    const again = await publishPost(user, post.id, { connectionId: connection.id, mode: "draft" });
    expect(again.id).toBe(queued.id);
    expect(again).toMatchObject({ status: "queued", attempts: 0, remoteId: "101" });
    const updated = await publicationSettled(t.db, queued.id, "published");
    expect(updated.remoteStatus).toBe("draft");
    expect(fake.publish).toHaveBeenCalledTimes(2);
    expect(fake.publish.mock.calls[1]?.[2]).toMatchObject({ remoteId: "101", adoptSince: null });
    expect(fake.publish.mock.calls[1]?.[1]).toMatchObject({ status: "draft" });
    expect(await listPostPublications(user, post.id)).toHaveLength(1);
  });

  it("retries a failure worth retrying, then succeeds", async () => {
    const user = await publishingUser(t.db);
    const connection = await wordpressSite(user);
    const post = await insertPost(t.db, user.id);
    let calls = 0;
    fake.publish.mockImplementation(async () => {
      calls++;
      if (calls === 1)
        throw new PlatformError(PUBLISHING_MESSAGES.timeout, { host: "blog.example" }, true);
      return remotePost("202");
    });
    const queued = await publishPost(user, post.id, {
      connectionId: connection.id,
      mode: "publish",
    });
    const retrying = await publicationSettled(t.db, queued.id, "retrying");
    expect(retrying.lastError).toEqual({
      key: PUBLISHING_MESSAGES.timeout,
      params: { host: "blog.example" },
    });
    expect(retrying.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() - 1000);
    // The first create may have reached the site: the retry looks for it first.
    expect(retrying.createStartedAt).not.toBeNull();
    const done = await publicationSettled(t.db, queued.id, "published");
    expect(done).toMatchObject({
      attempts: 2,
      remoteId: "202",
      lastError: null,
      nextAttemptAt: null,
    });
    expect(fake.publish.mock.calls[1]?.[2]).toMatchObject({ adoptSince: retrying.createStartedAt });
  });

  it("fails at once on a final error, and after the last attempt on retried ones", async () => {
    const user = await publishingUser(t.db);
    const connection = await wordpressSite(user);
    const post = await insertPost(t.db, user.id);
    fake.publish.mockRejectedValue(
      new PlatformError(PUBLISHING_MESSAGES.permissions, { message: "No" }),
    );
    const queued = await publishPost(user, post.id, {
      connectionId: connection.id,
      mode: "publish",
    });
    const failed = await publicationSettled(t.db, queued.id, "failed");
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: { key: PUBLISHING_MESSAGES.permissions, params: { message: "No" } },
    });

    fake.publish.mockRejectedValue(
      new PlatformError(PUBLISHING_MESSAGES.rateLimited, { status: 429 }, true),
    );
    await publishPost(user, post.id, { connectionId: connection.id, mode: "publish" });
    const exhausted = await waitUntil(
      () => publicationRow(t.db, queued.id),
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
    const user = await publishingUser(t.db);
    const connection = await wordpressSite(user);
    const post = await insertPost(t.db, user.id);
    const scheduled = await publishPost(user, post.id, {
      connectionId: connection.id,
      mode: "schedule",
      scheduledFor: inAnHour(),
    });
    const token = (await publicationRow(t.db, scheduled.id)).jobToken as string;
    fake.publish.mockImplementationOnce(async () => {
      await t.db
        .update(schema.publications)
        .set({ jobToken: "00000000-0000-4000-8000-000000000000" })
        .where(eq(schema.publications.id, scheduled.id));
      return remotePost("303");
    });
    const outcome = await attemptPublication(
      t.db,
      { publicationId: scheduled.id, token },
      { retryCount: 0, last: false },
    );
    expect(outcome).toBe("published");
    const row = await publicationRow(t.db, scheduled.id);
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
    expect(await publicationRow(t.db, scheduled.id)).toMatchObject({
      status: "failed",
      lastError: { key: PUBLISHING_MESSAGES.abandoned },
    });
  });

  it("retries an unexpected error; after the last, the dead letter fails it as abandoned", async () => {
    const user = await publishingUser(t.db);
    const connection = await wordpressSite(user);
    const post = await insertPost(t.db, user.id);
    fake.publish.mockRejectedValue(new Error("a bug in a client"));
    const queued = await publishPost(user, post.id, {
      connectionId: connection.id,
      mode: "publish",
    });
    const retrying = await publicationSettled(t.db, queued.id, "retrying");
    expect(retrying.nextAttemptAt).not.toBeNull();
    const abandoned = await publicationSettled(t.db, queued.id, "failed");
    expect(abandoned).toMatchObject({
      attempts: 3,
      lastError: { key: PUBLISHING_MESSAGES.abandoned },
      nextAttemptAt: null,
    });
  });

  it("points internal links at the linked post's address on the same site, else plain text", async () => {
    const user = await publishingUser(t.db);
    const blog = await wordpressSite(user, "Blog");
    const other = await wordpressSite(user, "Other");
    const linked = await insertPost(t.db, user.id, { title: "Linked" });
    const unpublished = await insertPost(t.db, user.id, { title: "Unpublished" });
    fake.publish.mockResolvedValueOnce({
      ...remotePost("401"),
      url: "https://blog.example/linked",
    });
    const first = await publishPost(user, linked.id, { connectionId: blog.id, mode: "publish" });
    await publicationSettled(t.db, first.id, "published");

    const post = await insertPost(t.db, user.id, {
      content: `<p>Read <a href="/dashboard/view/${linked.id}">the linked one</a> and <a href="${APP}/dashboard/view/${unpublished.id}">the other</a>.</p>`,
    });
    fake.publish.mockResolvedValue(remotePost("402"));
    const onBlog = await publishPost(user, post.id, { connectionId: blog.id, mode: "publish" });
    const done = await publicationSettled(t.db, onBlog.id, "published");
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
    const elsewhere = await publicationSettled(t.db, onOther.id, "published");
    expect(
      (fake.publish.mock.calls.at(-1)?.[1] as PublishDocument | undefined)?.html,
    ).not.toContain("<a ");
    expect(elsewhere.notes).toEqual([
      { key: PUBLISHING_MESSAGES.linksUnmapped, params: { count: 2 } },
    ]);
  });
});
