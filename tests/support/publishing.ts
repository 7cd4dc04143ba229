/**
 * Helpers of the publishing DB tests (server/publishing/*.db.test.ts): users, a WordPress
 * connection, a publication's row, what a scripted platform client answers.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "@server/db";
import { schema } from "@server/db";
import type { AppError } from "@server/errors";
import { type JobQueue, setJobQueue, startJobQueue } from "@server/jobs";
import {
  configureCredentialsKey,
  configurePublishing,
  createConnection,
  registerPublishing,
} from "@server/publishing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { insertUser } from "./factories";
import { silentLog, waitUntil } from "./generation";

export type PublishingUser = { id: string; tier: "free" | "lite"; isAdmin: boolean };

export async function publishingUser(
  db: Database,
  tier: "free" | "lite" = "lite",
): Promise<PublishingUser> {
  const row = await insertUser(db);
  return { id: row.id, tier, isAdmin: false };
}

/** A WordPress connection of the user's at `https://{name}.example`. */
export async function wordpressSite(user: PublishingUser, name = "Blog") {
  const { connection } = await createConnection(user, {
    platform: "wordpress",
    name,
    siteUrl: `https://${name.toLowerCase()}.example`,
    username: "editor",
    secret: "abcd efgh ijkl mnop",
  });
  return connection;
}

export async function publicationRow(db: Database, id: string) {
  const [row] = await db.select().from(schema.publications).where(eq(schema.publications.id, id));
  if (!row) throw new Error("no publication");
  return row;
}

/** The publication's row once it reaches `status`. */
export const publicationSettled = (db: Database, id: string, status: string) =>
  waitUntil(
    () => publicationRow(db, id),
    (row) => row.status === status,
    30_000,
  );

/** The error a call fails with (the test fails when it does not). */
export async function failureOf(run: Promise<unknown>) {
  try {
    await run;
  } catch (error) {
    return error as AppError;
  }
  throw new Error("did not fail");
}

/** What a platform client answers for a post it holds. */
export const remotePost = (id: string, status: "live" | "draft" = "live") => ({
  id,
  url: `https://blog.example/${id}`,
  status,
  notes: [],
  media: null,
});

export const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/**
 * The hooks of a publishing DB test file: a credentials key of its own, the publishing settings
 * (`appUrl` https://inkwell.example, 1 s retries), and a real job queue with the publish workers on
 * the test's database. The file mocks `./clients` itself (vi.mock is hoisted per file).
 */
export function withPublishingQueue(
  t: { url: string; db: Database },
  settings: { attempts?: number } = {},
): void {
  let queue: JobQueue | undefined;
  beforeAll(async () => {
    configureCredentialsKey(randomBytes(32));
    configurePublishing({
      appUrl: "https://inkwell.example",
      retryBaseSeconds: 1,
      attempts: settings.attempts ?? 3,
    });
    queue = await startJobQueue({ url: t.url, log: silentLog });
    setJobQueue(queue);
    await registerPublishing(queue.boss, { db: t.db, log: silentLog });
  });
  afterAll(async () => {
    await queue?.stop();
    setJobQueue(undefined);
    configurePublishing({});
  });
}
