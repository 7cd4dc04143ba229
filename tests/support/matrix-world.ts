import { fingerprintOf } from "@domain/voice/fingerprint";
import type { Database } from "@server/db";
import { schema } from "@server/db";
import { compressSnapshot } from "@server/versions";
import { sql } from "drizzle-orm";
import { insertApiKey } from "./api-key";
import { insertIdeaSet, insertPost } from "./factories";
import { VOICE_SAMPLE_TEXTS } from "./scripted-voice";
import { type CreatedUser, createUserWithSession, signedSessionCookie } from "./sessions";

/** Who calls, in the matrix's column order. "other" is a free user acting on a free user's things. */
export const ROLES = ["anonymous", "free", "other", "elite", "admin", "super_admin"] as const;
export type MatrixRole = (typeof ROLES)[number];

/** The owner-scoped things a user has, whose ids fill `:post`, `:preset`, ... in a path. */
export type Things = {
  post: string;
  preset: string;
  generation: string;
  idea: string;
  run: string;
  source: string;
  brief: string;
  /** A finished fact check of the post (issue 27). */
  check: string;
  /** A finished AI edit of the post (issue 28). */
  edit: string;
  /** The number of the post's first version (issue 28). */
  version: string;
  /** The post's updated_at, as an editor that opened it sends it back. */
  postVersion: string;
  /** A learned brand voice (issue 29). */
  voice: string;
  /** A finished bulk run (issue 30): one row succeeded (the post), one failed (retryable). */
  bulk: string;
  /** A working API key (issue 30): its id. */
  key: string;
  /** A webhook endpoint (issue 30) and one failed delivery of it. */
  webhook: string;
  delivery: string;
  /**
   * A publishing connection (issue 31) whose stored credential does not open (Test connection
   * answers a failed test without calling the site), and a scheduled publication of the post on it.
   */
  connection: string;
  publication: string;
};

export async function createThings(db: Database, userId: string): Promise<Things> {
  const post = await insertPost(db, userId);
  const [preset] = await db
    .insert(schema.presets)
    .values({ userId, name: "Mine", contentType: "blog", settings: {} })
    .returning();
  const [generation] = await db
    .insert(schema.generations)
    .values({
      userId,
      contentType: "blog",
      input: { contentType: "blog", title: "A title", topic: "A topic", language: "en" },
      status: "succeeded",
      postId: post.id,
      credit: "1",
      monthYear: new Date().toISOString().slice(0, 7),
    })
    .returning();
  const [idea] = await insertIdeaSet(db, userId);
  const [source] = await db
    .insert(schema.sources)
    .values({ userId, kind: "text", title: "Mine" })
    .returning();
  if (!preset || !generation || !idea?.runId) throw new Error("createThings: no rows");
  if (!source) throw new Error("createThings: no source");
  const [brief] = await db
    .insert(schema.researchBriefs)
    .values({
      userId,
      sourceIds: [source.id],
      topic: "Mine",
      status: "succeeded",
      credit: "0.5",
      monthYear: new Date().toISOString().slice(0, 7),
    })
    .returning();
  if (!brief) throw new Error("createThings: no research brief");
  const [check] = await db
    .insert(schema.factChecks)
    .values({
      userId,
      postId: post.id,
      sourceIds: [],
      status: "succeeded",
      credit: "0",
      monthYear: new Date().toISOString().slice(0, 7),
    })
    .returning();
  if (!check) throw new Error("createThings: no fact check");
  const [edit] = await db
    .insert(schema.aiEdits)
    .values({
      userId,
      postId: post.id,
      action: "shorten",
      input: {},
      baseHash: "0".repeat(64),
      status: "succeeded",
      result: { kind: "selection", html: "Short." },
      credit: "0",
      monthYear: new Date().toISOString().slice(0, 7),
    })
    .returning();
  if (!edit) throw new Error("createThings: no AI edit");
  const { data, bytes } = compressSnapshot({ ...post, metaDescription: post.metaDescription });
  await db.insert(schema.postVersions).values({
    postId: post.id,
    userId,
    number: 1,
    kind: "save",
    title: post.title,
    words: post.wordCount,
    bytes,
    snapshot: data,
  });
  const voice = await insertVoice(db, userId);
  const bulk = await insertBulkRun(db, userId, post.id);
  const key = await insertApiKey(db, userId);
  const [webhook] = await db
    .insert(schema.webhookEndpoints)
    .values({
      userId,
      url: "https://hooks.example.com/inkwell",
      events: ["post.updated"],
      secret: "whsec_matrix",
    })
    .returning();
  if (!webhook) throw new Error("createThings: no webhook endpoint");
  const [delivery] = await db
    .insert(schema.webhookDeliveries)
    .values({
      endpointId: webhook.id,
      userId,
      eventId: crypto.randomUUID(),
      event: "post.updated",
      payload: { id: "e", type: "post.updated", created: 0, data: {} },
      status: "failed",
      attempts: 6,
      lastStatusCode: 500,
    })
    .returning();
  if (!delivery) throw new Error("createThings: no webhook delivery");
  const [connection] = await db
    .insert(schema.publishConnections)
    .values({
      userId,
      platform: "wordpress",
      name: "My blog",
      siteUrl: "https://blog.example.com",
      username: "editor",
      credentials: "v1.AAAA.AAAA.AAAA.AAAA",
      secretHint: "…abcd",
    })
    .returning();
  if (!connection) throw new Error("createThings: no publishing connection");
  const [publication] = await db
    .insert(schema.publications)
    .values({
      userId,
      postId: post.id,
      connectionId: connection.id,
      mode: "schedule",
      status: "scheduled",
      scheduledFor: new Date(Date.now() + 86_400_000),
      jobToken: crypto.randomUUID(),
    })
    .returning();
  if (!publication) throw new Error("createThings: no publication");
  return {
    post: post.id,
    preset: preset.id,
    generation: generation.id,
    idea: idea.id,
    run: idea.runId,
    source: source.id,
    brief: brief.id,
    check: check.id,
    edit: edit.id,
    version: "1",
    postVersion: post.updatedAt.toISOString(),
    voice: voice.id,
    bulk,
    key: key.id,
    webhook: webhook.id,
    delivery: delivery.id,
    connection: connection.id,
    publication: publication.id,
  };
}

/** A finished bulk run of the user's: row 2 succeeded (the post), row 3 failed. */
async function insertBulkRun(db: Database, userId: string, postId: string): Promise<string> {
  const [run] = await db
    .insert(schema.bulkRuns)
    .values({
      userId,
      name: "Mine",
      status: "finished",
      monthYear: new Date().toISOString().slice(0, 7),
      finishedAt: new Date(),
    })
    .returning();
  if (!run) throw new Error("createThings: no bulk run");
  const input = { contentType: "blog", title: "A title", topic: "A topic", language: "en" };
  await db.insert(schema.bulkRows).values([
    {
      runId: run.id,
      userId,
      rowNumber: 2,
      cells: { topic: "A topic" },
      input,
      status: "succeeded",
      postId,
    },
    {
      runId: run.id,
      userId,
      rowNumber: 3,
      cells: { topic: "A topic" },
      input,
      status: "failed",
      error: "generation:errors.failed",
    },
  ]);
  return run.id;
}

/** A learned voice of the user's: its samples, fingerprint and guide, its half credit taken. */
async function insertVoice(db: Database, userId: string) {
  const samples = VOICE_SAMPLE_TEXTS.map((text) => ({
    kind: "text" as const,
    title: "",
    text,
    words: text.split(/\s+/).length,
    postId: null,
  }));
  const [voice] = await db
    .insert(schema.voices)
    .values({
      userId,
      name: "Mine",
      samples,
      fingerprint: fingerprintOf(VOICE_SAMPLE_TEXTS, "en"),
      guide: { tone: "Plain.", do: ["Be brief"], dont: [], use: [], avoid: [] },
      status: "succeeded",
      phase: "done",
      percent: 100,
      credit: "0.5",
      monthYear: new Date().toISOString().slice(0, 7),
    })
    .returning();
  if (!voice) throw new Error("createThings: no voice");
  return voice;
}

export type Caller = { role: MatrixRole; cookie?: string; things: Things };

/**
 * A caller of this role with things of their own (the anonymous caller and "other" act on a free
 * owner's things): a new user per call of this function, so one cell's writes never reach another.
 */
export async function createCaller(
  db: Database,
  secret: string,
  role: MatrixRole,
): Promise<Caller> {
  const make = (options: Parameters<typeof createUserWithSession>[1]) =>
    createUserWithSession(db, options);
  const owner = await make({});
  if (role === "anonymous") return { role, things: await createThings(db, owner.id) };
  const user: CreatedUser =
    role === "free"
      ? owner
      : role === "other"
        ? await make({})
        : role === "elite"
          ? await make({ tier: "elite" })
          : await make({ roles: role === "admin" ? ["admin"] : ["admin", "super_admin"] });
  const cookie = `inkwell.session_token=${await signedSessionCookie(user.token, secret)}`;
  return { role, cookie, things: await createThings(db, role === "other" ? owner.id : user.id) };
}

/**
 * A fingerprint of every table but those a refused request may rightly touch (sessions slide,
 * attempts are counted, the sign-in provider keeps its interactions): table -> md5 of its rows.
 */
export async function fingerprint(
  db: Database,
  /** More tables a refusal may rightly touch (an API key's last use and request counter). */
  ignore: readonly string[] = [],
): Promise<Record<string, string>> {
  const { rows: found } = await db.$client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('session', 'auth_attempts', 'oidc_payload', 'verification',
                               '__drizzle_migrations')
      order by 1`,
  );
  const tables = found.filter(({ name }) => !ignore.includes(name));
  const query = tables
    .map(
      ({ name }) =>
        `select '${name}' as name, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as hash from "${name}" t`,
    )
    .join(" union all ");
  const result = await db.execute<{ name: string; hash: string }>(sql.raw(query));
  return Object.fromEntries(result.rows.map((row) => [row.name, row.hash]));
}
