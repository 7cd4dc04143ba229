import { PUBLISH_LIMITS } from "@domain/plans";
import { PUBLISHING_MESSAGES } from "@domain/publishing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost } from "../../tests/support/factories";
import {
  failureOf,
  inAnHour,
  publicationRow,
  publishingUser,
  withPublishingQueue,
  wordpressSite,
} from "../../tests/support/publishing";
import {
  attemptPublication,
  cancelPublication,
  listPostPublications,
  listPublications,
  publishPost,
} from "./index";

const fake = vi.hoisted(() => ({ check: vi.fn(), publish: vi.fn() }));
vi.mock("./clients", () => ({ platformClient: () => fake }));

const _APP = "https://inkwell.example";
const t = testDatabase();
withPublishingQueue(t);
beforeEach(() => {
  fake.check.mockReset();
  fake.publish.mockReset();
});

describe("publication rules", () => {
  it("counts schedules against the plan exactly, under parallel requests", async () => {
    const user = await publishingUser(t.db, "free");
    const connection = await wordpressSite(user);
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
    const past = await failureOf(
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
    const user = await publishingUser(t.db);
    const connection = await wordpressSite(user);
    const post = await insertPost(t.db, user.id);
    const scheduled = await publishPost(user, post.id, {
      connectionId: connection.id,
      mode: "schedule",
      scheduledFor: inAnHour(),
    });
    const token = (await publicationRow(t.db, scheduled.id)).jobToken as string;
    const cancelled = await cancelPublication(user, post.id, scheduled.id);
    expect(cancelled.status).toBe("cancelled");
    expect((await publicationRow(t.db, scheduled.id)).jobToken).toBeNull();
    expect(
      await attemptPublication(
        t.db,
        { publicationId: scheduled.id, token },
        { retryCount: 0, last: false },
      ),
    ).toBe("gone");
    expect(fake.publish).not.toHaveBeenCalled();
    expect(await failureOf(cancelPublication(user, post.id, scheduled.id))).toMatchObject({
      code: "INVALID_INPUT",
      messageKey: PUBLISHING_MESSAGES.notScheduled,
    });
  });

  it("another user's post, connection and publication are not found; an empty post is refused", async () => {
    const user = await publishingUser(t.db);
    const stranger = await publishingUser(t.db);
    const connection = await wordpressSite(user);
    const theirs = await wordpressSite(stranger, "Theirs");
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
      expect(await failureOf(run())).toMatchObject({ code: "NOT_FOUND" });
    expect(
      await failureOf(publishPost(user, post.id, { connectionId: theirs.id, mode: "publish" })),
    ).toMatchObject({
      code: "NOT_FOUND",
      messageKey: PUBLISHING_MESSAGES.notFound,
    });
    const strangersPost = await insertPost(t.db, stranger.id);
    expect(await failureOf(cancelPublication(user, strangersPost.id, scheduled.id))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(
      await failureOf(cancelPublication(user, post.id, "00000000-0000-4000-8000-000000000000")),
    ).toMatchObject({
      code: "NOT_FOUND",
      messageKey: PUBLISHING_MESSAGES.publicationNotFound,
    });
    expect(await listPublications(stranger)).toEqual([]);
    const empty = await insertPost(t.db, user.id, { content: "<p> </p>" });
    expect(
      await failureOf(
        publishPost(user, empty.id, { connectionId: connection.id, mode: "publish" }),
      ),
    ).toMatchObject({
      code: "INVALID_INPUT",
      messageKey: PUBLISHING_MESSAGES.postEmpty,
    });
  });
});
