import { PUBLISHING_MESSAGES } from "@domain/publishing";
import { eq, sql } from "drizzle-orm";
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
import { attemptPublication, PlatformError, publishPost } from "./index";
import { ATTEMPT_EXPIRES_SECONDS } from "./jobs";

const fake = vi.hoisted(() => ({ check: vi.fn(), publish: vi.fn() }));
vi.mock("./clients", () => ({ platformClient: () => fake }));

const t = testDatabase();
withPublishingQueue(t, { attempts: 4 });
beforeEach(() => {
  fake.check.mockReset();
  fake.publish.mockReset();
});

/** pg-boss's record of the publish job carrying `token`. */
async function publishJobOf(token: string) {
  const rows = await t.db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = 'publish' and data->>'token' = ${token}`,
  );
  const [row] = rows.rows;
  if (!row) throw new Error("no publish job");
  return row;
}

/** A scheduled publication (its job waits an hour) and its token, to run attempts by hand. */
async function scheduledPublication() {
  const user = await publishingUser(t.db);
  const connection = await wordpressSite(user);
  const post = await insertPost(t.db, user.id);
  const scheduled = await publishPost(user, post.id, {
    connectionId: connection.id,
    mode: "schedule",
    scheduledFor: inAnHour(),
  });
  const token = (await publicationRow(t.db, scheduled.id)).jobToken as string;
  return { id: scheduled.id, job: { publicationId: scheduled.id, token } };
}

const markAgo = (id: string, seconds: number) =>
  t.db
    .update(schema.publications)
    .set({
      status: "publishing",
      attemptStartedAt: sql`now() - make_interval(secs => ${seconds})`,
    })
    .where(eq(schema.publications.id, id));

describe("one attempt of a publication at a time", () => {
  it("publishing again during the first create waits for it, then updates the post it created", async () => {
    const user = await publishingUser(t.db);
    const connection = await wordpressSite(user);
    const post = await insertPost(t.db, user.id);
    let release = () => {};
    const firstAnswer = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.publish
      .mockImplementationOnce(async () => {
        await firstAnswer;
        return remotePost("501");
      })
      .mockResolvedValueOnce(remotePost("501", "draft"));
    const first = await publishPost(user, post.id, {
      connectionId: connection.id,
      mode: "publish",
    });
    await waitUntil(
      async () => fake.publish.mock.calls.length,
      (calls) => calls === 1,
    );

    const again = await publishPost(user, post.id, { connectionId: connection.id, mode: "draft" });
    expect(again).toMatchObject({ id: first.id, status: "queued", remoteId: null });
    const token = (await publicationRow(t.db, first.id)).jobToken as string;
    // The newer job's own attempt, by hand and by the worker: busy, so pg-boss retries it.
    expect(
      await attemptPublication(
        t.db,
        { publicationId: first.id, token },
        { retryCount: 0, last: false },
      ),
    ).toBe("busy");
    // The worker ran it too and it failed into pg-boss's retry (it does not vanish).
    await waitUntil(
      () => publishJobOf(token),
      (job) => job.state === "retry",
    );
    expect(fake.publish).toHaveBeenCalledTimes(1);
    expect(await publicationRow(t.db, first.id)).toMatchObject({
      status: "queued",
      lastError: null,
      remoteId: null,
    });

    release();
    const done = await waitUntil(
      () => publicationRow(t.db, first.id),
      (row) => row.status === "published" && fake.publish.mock.calls.length === 2,
      30_000,
    );
    expect(done).toMatchObject({
      remoteId: "501",
      remoteStatus: "draft",
      attemptStartedAt: null,
      lastError: null,
    });
    const options = fake.publish.mock.calls.map((call) => call[2] as { remoteId: string | null });
    expect(options.map((o) => o.remoteId)).toEqual([null, "501"]);
    expect(fake.publish.mock.calls[1]?.[1]).toMatchObject({ status: "draft" });
  });

  it("runs over a crashed attempt's mark once it is older than an attempt may run", async () => {
    const { id, job } = await scheduledPublication();
    await markAgo(id, 10);
    const before = await publicationRow(t.db, id);
    expect(await attemptPublication(t.db, job, { retryCount: 0, last: false })).toBe("busy");
    expect(fake.publish).not.toHaveBeenCalled();
    expect(await publicationRow(t.db, id)).toMatchObject({
      attempts: before.attempts,
      attemptStartedAt: before.attemptStartedAt,
      lastError: null,
    });

    await markAgo(id, ATTEMPT_EXPIRES_SECONDS + 5);
    fake.publish.mockResolvedValueOnce(remotePost("601"));
    expect(await attemptPublication(t.db, job, { retryCount: 1, last: false })).toBe("published");
    expect(await publicationRow(t.db, id)).toMatchObject({
      status: "published",
      remoteId: "601",
      attemptStartedAt: null,
    });
  });

  it("clears its mark whatever the outcome, and a job of an older token is gone, not busy", async () => {
    const { id, job } = await scheduledPublication();
    fake.publish.mockRejectedValueOnce(
      new PlatformError(PUBLISHING_MESSAGES.permissions, { message: "No" }),
    );
    expect(await attemptPublication(t.db, job, { retryCount: 0, last: false })).toBe("failed");
    expect(await publicationRow(t.db, id)).toMatchObject({
      status: "failed",
      attemptStartedAt: null,
    });

    await t.db
      .update(schema.publications)
      .set({ status: "queued" })
      .where(eq(schema.publications.id, id));
    fake.publish.mockRejectedValueOnce(new Error("a bug in a client"));
    await expect(attemptPublication(t.db, job, { retryCount: 0, last: false })).rejects.toThrow(
      "a bug in a client",
    );
    expect(await publicationRow(t.db, id)).toMatchObject({
      status: "retrying",
      attemptStartedAt: null,
    });

    await markAgo(id, 10);
    const stale = { ...job, token: "00000000-0000-4000-8000-000000000000" };
    expect(await attemptPublication(t.db, stale, { retryCount: 0, last: false })).toBe("gone");
    expect(fake.publish).toHaveBeenCalledTimes(2);
    await publicationSettled(t.db, id, "publishing");
  });
});
