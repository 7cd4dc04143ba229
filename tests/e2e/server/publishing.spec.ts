/**
 * Publishing end to end (issue 31), on a server of its own that may reach the tests' scripted
 * WordPress and Ghost sites (INKWELL_FETCH_ALLOW_HOSTS, refused in production) with short retries:
 * a post published to each, published again without a duplicate, its internal links pointed at the
 * site's addresses; a site's refusal shown with its own message and a busy site retried; a
 * schedule that outlives the server (killed, started again); and the credentials never plain in
 * the database, the answers or the logs.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { schema } from "@server/db";
import { sql } from "drizzle-orm";
import { insertPost } from "../../support/factories";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { type ScriptedGhost, startScriptedGhost } from "../../support/scripted-ghost";
import { type ScriptedWordPress, startScriptedWordPress } from "../../support/scripted-wordpress";
import { type ServerProcess, startServer } from "../../support/server-process";
import { createUserWithSession, signedSessionCookie } from "../../support/sessions";

let wp: ScriptedWordPress;
let ghost: ScriptedGhost;
let app: ScriptedApp;
let restarted: ServerProcess | undefined;
const ENCRYPTION_KEY = randomBytes(32).toString("hex");
const allowHosts = () => `${wp.host},${ghost.host}`;
let base = "";

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  wp = await startScriptedWordPress({
    seoPlugin: "yoast",
    registeredMeta: ["_yoast_wpseo_metadesc", "_yoast_wpseo_focuskw", "_yoast_wpseo_canonical"],
  });
  ghost = await startScriptedGhost();
  app = await startScriptedApp("publishing", {
    INKWELL_FETCH_ALLOW_HOSTS: allowHosts(),
    PUBLISH_RETRY_BASE_SECONDS: "1",
    PUBLISH_ATTEMPTS: "3",
    ENCRYPTION_KEY,
    LOG_LEVEL: "debug",
  });
  base = app.server.url;
});

test.afterAll(async () => {
  await restarted?.stop();
  await app?.stop();
  await wp?.close();
  await ghost?.close();
});

async function caller() {
  const user = await createUserWithSession(app.db, { tier: "elite" });
  const cookie = `inkwell.session_token=${await signedSessionCookie(user.token, app.secret)}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? { cookie } : { cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(40_000),
    });
    return { status: response.status, json: await response.json() };
  };
  /** Connects a site and tests it; answers the connection. */
  const connect = async (body: Record<string, string>) => {
    const created = await call("POST", "/api/connections", body);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const tested = await call("POST", `/api/connections/${created.json.connection.id}/test`);
    expect(tested.status).toBe(200);
    return tested.json.connection;
  };
  /** The post's publication on a connection, once it has settled (published or failed). */
  const settled = async (postId: string, connectionId: string) => {
    let found: Record<string, unknown> | undefined;
    await expect
      .poll(
        async () => {
          const { json } = await call("GET", `/api/posts/${postId}/publications`);
          found = json.publications.find(
            (p: { connectionId: string }) => p.connectionId === connectionId,
          );
          return found?.status;
        },
        { timeout: 60_000 },
      )
      .toMatch(/^(published|failed)$/);
    return found as Record<string, unknown> & { remoteId: string; remoteUrl: string };
  };
  return { user, call, connect, settled };
}

const wordpressBody = () => ({
  platform: "wordpress",
  name: "Company blog",
  siteUrl: wp.url,
  username: wp.options.username,
  secret: wp.options.password,
});

test("a post goes to WordPress and Ghost, again without a duplicate, its links pointed at each site", async () => {
  const { user, call, connect, settled } = await caller();
  const site = await connect(wordpressBody());
  expect(site).toMatchObject({ seoPlugin: "yoast", lastTest: { ok: true, error: null } });
  const blog = await connect({
    platform: "ghost",
    name: "Newsletter",
    siteUrl: ghost.url,
    secret: ghost.key,
  });
  expect(blog.lastTest).toMatchObject({ ok: true });

  const target = await insertPost(app.db, user.id, {
    title: "Cold brew ratios",
    keywords: ["cold brew", "coffee ratio"],
    metaDescription: "How much coffee to water for cold brew.",
    content: "<h2>Ratios</h2><p>One part coffee to eight parts water.</p>",
  });
  const linking = await insertPost(app.db, user.id, {
    title: "Cold brew at home",
    keywords: ["cold brew"],
    content: `<p>Start with the <a href="/dashboard/view/${target.id}">right ratio</a> and wait.</p>`,
  });

  const first = await call("POST", `/api/posts/${target.id}/publications`, {
    connectionId: site.id,
    mode: "publish",
  });
  expect(first.status, JSON.stringify(first.json)).toBe(202);
  const published = await settled(target.id, site.id);
  expect(published).toMatchObject({ status: "published", remoteStatus: "live", lastError: null });
  const remote = wp.posts.get(Number(published.remoteId));
  expect(remote).toMatchObject({ title: "Cold brew ratios", status: "publish" });
  expect(remote?.meta).toMatchObject({
    _yoast_wpseo_metadesc: "How much coffee to water for cold brew.",
    _yoast_wpseo_focuskw: "cold brew",
  });
  expect([...wp.tags.values()].map((t) => t.name).sort()).toEqual(["coffee ratio", "cold brew"]);

  // The linking post: its internal link becomes the target's address on WordPress; on Ghost,
  // where the target is not published, plain text.
  await call("POST", `/api/posts/${linking.id}/publications`, {
    connectionId: site.id,
    mode: "publish",
  });
  const linked = await settled(linking.id, site.id);
  expect(wp.posts.get(Number(linked.remoteId))?.content).toContain(`href="${published.remoteUrl}"`);
  await call("POST", `/api/posts/${linking.id}/publications`, {
    connectionId: blog.id,
    mode: "draft",
  });
  const draft = await settled(linking.id, blog.id);
  expect(draft).toMatchObject({ status: "published", remoteStatus: "draft" });
  const ghostPost = ghost.posts.get(draft.remoteId);
  expect(ghostPost?.status).toBe("draft");
  expect(ghostPost?.html).not.toContain("/dashboard/view/");
  expect(ghostPost?.html).toContain("right ratio");
  expect(JSON.stringify(draft.notes)).toContain("publishing:notes.linksUnmapped");

  // Publishing again updates the same remote posts.
  const createsBefore = { wp: wp.creates("posts"), ghost: ghost.creates() };
  await app.db.execute(
    sql`update ${schema.blogPosts} set title = 'Cold brew ratios, tested' where id = ${target.id}`,
  );
  await call("POST", `/api/posts/${target.id}/publications`, {
    connectionId: site.id,
    mode: "publish",
  });
  await call("POST", `/api/posts/${linking.id}/publications`, {
    connectionId: blog.id,
    mode: "publish",
  });
  const again = await settled(target.id, site.id);
  const live = await settled(linking.id, blog.id);
  expect(again.remoteId).toBe(published.remoteId);
  expect(live.remoteId).toBe(draft.remoteId);
  expect(live.remoteStatus).toBe("live");
  expect(wp.posts.get(Number(again.remoteId))?.title).toBe("Cold brew ratios, tested");
  expect({ wp: wp.creates("posts"), ghost: ghost.creates() }).toEqual(createsBefore);
});

test("a refusal is shown with the site's own message; a busy site is retried", async () => {
  const { user, call, connect, settled } = await caller();
  const site = await connect(wordpressBody());
  const post = await insertPost(app.db, user.id, { title: "Retried" });
  wp.failNext(1, 503);
  await call("POST", `/api/posts/${post.id}/publications`, {
    connectionId: site.id,
    mode: "publish",
  });
  const retried = await settled(post.id, site.id);
  expect(retried).toMatchObject({ status: "published", attempts: 2, lastError: null });

  const refused = await insertPost(app.db, user.id, { title: "Refused" });
  wp.wrongCredentials(true);
  try {
    await call("POST", `/api/posts/${refused.id}/publications`, {
      connectionId: site.id,
      mode: "publish",
    });
    const failed = await settled(refused.id, site.id);
    // Final at once: a wrong password is not retried.
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: { key: "publishing:errors.credentials", params: { status: 401 } },
    });
    expect(String((failed.lastError as { params: { message: string } }).params.message)).not.toBe(
      "",
    );
    const tested = await call("POST", `/api/connections/${site.id}/test`);
    expect(tested.json.connection.lastTest).toMatchObject({
      ok: false,
      error: { key: "publishing:errors.credentials" },
    });
  } finally {
    wp.wrongCredentials(false);
  }
});

test("a schedule outlives the server: killed while waiting, started again, published once", async () => {
  const { user, call, connect } = await caller();
  const blog = await connect({
    platform: "ghost",
    name: "Later",
    siteUrl: ghost.url,
    secret: ghost.key,
  });
  const post = await insertPost(app.db, user.id, { title: "Published while nobody watched" });
  const at = new Date(Date.now() + 5 * 60_000).toISOString();
  const scheduled = await call("POST", `/api/posts/${post.id}/publications`, {
    connectionId: blog.id,
    mode: "schedule",
    scheduledFor: at,
  });
  expect(scheduled.status, JSON.stringify(scheduled.json)).toBe(202);
  expect(scheduled.json.publication).toMatchObject({ status: "scheduled", scheduledFor: at });
  const creates = ghost.creates();

  expect(await app.server.stop("SIGKILL")).toBe("SIGKILL");
  // Five minutes pass while the server is down: the job's time, kept in PostgreSQL, comes.
  await app.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'publish' and state = 'created'`,
  );
  restarted = await startServer({
    PORT: new URL(app.server.url).port,
    DATABASE_URL: String(app.db.$client.options.connectionString),
    AUTH_SECRET: app.secret,
    ENCRYPTION_KEY,
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: app.scripted.url,
    INKWELL_FETCH_ALLOW_HOSTS: allowHosts(),
    PUBLISH_RETRY_BASE_SECONDS: "1",
    LOG_LEVEL: "debug",
  });
  base = restarted.url;
  await expect
    .poll(
      async () =>
        (await call("GET", `/api/posts/${post.id}/publications`)).json.publications[0]?.status,
      { timeout: 60_000 },
    )
    .toBe("published");
  expect(ghost.creates()).toBe(creates + 1);
  expect([...ghost.posts.values()].filter((p) => p.title === post.title)).toHaveLength(1);
});

test("credentials are never plain in the database, an answer or the logs", async () => {
  const { call } = await caller();
  const listed = JSON.stringify((await call("GET", "/api/connections")).json);
  const secrets = [
    wp.options.password,
    wp.options.password.replace(/\s+/g, ""),
    ghost.key,
    ghost.key.split(":")[1] ?? "",
  ];
  const dump = await app.db.execute(sql`
    select string_agg(t::text, ' ') as text from (
      select row_to_json(c)::text as t from publish_connections c
      union all select row_to_json(p)::text from publications p
      union all select row_to_json(j)::text from pgboss.job j
    ) rows`);
  const stored = String((dump.rows[0] as { text: string | null }).text ?? "");
  expect(stored).toContain("v1.");
  const logs = app.server.output() + (restarted?.output() ?? "");
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(10);
    expect(stored).not.toContain(secret);
    expect(listed).not.toContain(secret);
    expect(logs).not.toContain(secret);
  }
});
