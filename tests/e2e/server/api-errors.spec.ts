/**
 * Every JSON API answers its errors in one shape, `{ error: { code, title?, message, field?,
 * params? } }`, whose keys have English words (docs/decisions/0010-layout-and-seams.md). A table
 * over the APIs and the ways a request fails: bad input, a missing or someone else's resource,
 * nobody signed in, a cross-site write, a method the route does not answer. The unexpected
 * failure of each API (its table gone) is in database-failure.spec.ts, on a server of its own.
 */
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { type Call, expectErrorAnswer, send } from "../../support/api-errors";
import { insertPost, insertUser } from "../../support/factories";
import { expect, test } from "../../support/fixtures";

type Failure =
  | "bad input"
  | "missing"
  | "foreign"
  | "visitor"
  | "not admin"
  | "cross-site"
  | "method";
type Row = { api: string; failure: Failure; call: Call; status: number; code: string };

const MISSING = "00000000-0000-4000-8000-000000000000";
const BLOG = { contentType: "blog", title: "A title", topic: "A topic", language: "en" };
const CROSS_SITE = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };

/** The rows, given the ids the signed-in user's neighbour owns. */
function rows(theirs: { post: string; preset: string; generation: string }): Row[] {
  const reads = (api: string, path: (id: string) => string, bad: string): Row[] => [
    {
      api,
      failure: "bad input",
      call: { method: "GET", path: path(bad) },
      status: 404,
      code: "NOT_FOUND",
    },
    {
      api,
      failure: "missing",
      call: { method: "GET", path: path(MISSING) },
      status: 404,
      code: "NOT_FOUND",
    },
    {
      api,
      failure: "foreign",
      call: { method: "GET", path: path(theirs.post) },
      status: 404,
      code: "NOT_FOUND",
    },
    {
      api,
      failure: "visitor",
      call: { method: "GET", path: path(MISSING) },
      status: 401,
      code: "UNAUTHENTICATED",
    },
  ];
  const post = (id: string) => `/api/posts/${id}`;
  const preset = (id: string) => `/api/presets/${id}`;
  const generation = (id: string) => `/api/generations/${id}`;
  const withId = (list: Row[], id: string) =>
    list.map((row) =>
      row.failure === "foreign"
        ? { ...row, call: { ...row.call, path: row.call.path.replace(theirs.post, id) } }
        : row,
    );
  return [
    ...reads("GET /api/posts/{id}", post, "not-a-uuid"),
    ...reads("DELETE /api/posts/{id}", post, "not-a-uuid").map((row) => ({
      ...row,
      call: { ...row.call, method: "DELETE" },
    })),
    {
      api: "DELETE /api/posts/{id}",
      failure: "cross-site",
      call: { method: "DELETE", path: post(theirs.post), headers: CROSS_SITE },
      status: 403,
      code: "CROSS_SITE",
    },
    {
      api: "PUT /api/posts/{id}",
      failure: "method",
      call: { method: "PUT", path: post(MISSING) },
      status: 405,
      code: "METHOD_NOT_ALLOWED",
    },
    ...reads("GET /api/posts/{id}/export/md", (id) => `${post(id)}/export/md`, "not-a-uuid"),
    {
      api: "GET /api/posts/{id}/export/pdf",
      failure: "bad input",
      call: { method: "GET", path: `${post(theirs.post)}/export/pdf` },
      status: 404,
      code: "NOT_FOUND",
    },
    {
      api: "POST /api/library/export",
      failure: "visitor",
      call: { method: "POST", path: "/api/library/export" },
      status: 401,
      code: "UNAUTHENTICATED",
    },
    {
      api: "POST /api/library/export",
      failure: "cross-site",
      call: { method: "POST", path: "/api/library/export", headers: CROSS_SITE },
      status: 403,
      code: "CROSS_SITE",
    },
    {
      api: "GET /api/usage",
      failure: "visitor",
      call: { method: "GET", path: "/api/usage" },
      status: 401,
      code: "UNAUTHENTICATED",
    },
    {
      api: "GET /api/presets",
      failure: "visitor",
      call: { method: "GET", path: "/api/presets" },
      status: 401,
      code: "UNAUTHENTICATED",
    },
    {
      api: "POST /api/presets",
      failure: "bad input",
      call: { method: "POST", path: "/api/presets", data: { name: "x", contentType: "poem" } },
      status: 400,
      code: "INVALID_INPUT",
    },
    {
      api: "POST /api/presets",
      failure: "visitor",
      call: { method: "POST", path: "/api/presets", data: { name: "x", contentType: "blog" } },
      status: 401,
      code: "UNAUTHENTICATED",
    },
    {
      api: "POST /api/presets",
      failure: "cross-site",
      call: {
        method: "POST",
        path: "/api/presets",
        data: { name: "x", contentType: "blog" },
        headers: CROSS_SITE,
      },
      status: 403,
      code: "CROSS_SITE",
    },
    {
      api: "PATCH /api/presets",
      failure: "method",
      call: { method: "PATCH", path: "/api/presets" },
      status: 405,
      code: "METHOD_NOT_ALLOWED",
    },
    ...withId(reads("GET /api/presets/{id}", preset, "not-a-uuid"), theirs.preset),
    ...withId(
      reads("DELETE /api/presets/{id}", preset, "not-a-uuid").map((row) => ({
        ...row,
        call: { ...row.call, method: "DELETE" },
      })),
      theirs.preset,
    ),
    {
      api: "POST /api/generations",
      failure: "bad input",
      call: { method: "POST", path: "/api/generations", data: { ...BLOG, tone: "sarcastic" } },
      status: 400,
      code: "INVALID_INPUT",
    },
    {
      api: "POST /api/generations",
      failure: "missing",
      call: { method: "POST", path: "/api/generations", data: { presetId: MISSING, topic: "t" } },
      status: 404,
      code: "NOT_FOUND",
    },
    {
      api: "POST /api/generations",
      failure: "foreign",
      call: {
        method: "POST",
        path: "/api/generations",
        data: { presetId: theirs.preset, topic: "t" },
      },
      status: 404,
      code: "NOT_FOUND",
    },
    {
      api: "POST /api/generations",
      failure: "visitor",
      call: { method: "POST", path: "/api/generations", data: BLOG },
      status: 401,
      code: "UNAUTHENTICATED",
    },
    {
      api: "POST /api/generations",
      failure: "cross-site",
      call: { method: "POST", path: "/api/generations", data: BLOG, headers: CROSS_SITE },
      status: 403,
      code: "CROSS_SITE",
    },
    {
      api: "POST /api/billing/subscription",
      failure: "bad input",
      call: { method: "POST", path: "/api/billing/subscription", data: { action: "pause" } },
      status: 400,
      code: "INVALID_INPUT",
    },
    {
      api: "POST /api/billing/subscription",
      failure: "missing",
      // The caller's pro plan is an admin's grant (no subscription): cancel would end it (ADR
      // 0020), resume has no subscription to resume.
      call: { method: "POST", path: "/api/billing/subscription", data: { action: "resume" } },
      status: 404,
      code: "NOT_FOUND",
    },
    {
      api: "POST /api/billing/subscription",
      failure: "visitor",
      call: { method: "POST", path: "/api/billing/subscription", data: { action: "cancel" } },
      status: 401,
      code: "UNAUTHENTICATED",
    },
    {
      api: "POST /api/billing/subscription",
      failure: "cross-site",
      call: {
        method: "POST",
        path: "/api/billing/subscription",
        data: { action: "cancel" },
        headers: CROSS_SITE,
      },
      status: 403,
      code: "CROSS_SITE",
    },
    {
      api: "POST /api/billing/webhook",
      failure: "bad input",
      call: {
        method: "POST",
        path: "/api/billing/webhook",
        data: { id: "evt_x", type: "invoice.paid" },
        headers: { "sandbox-signature": "t=1,v1=00" },
      },
      status: 400,
      code: "INVALID_INPUT",
    },
    {
      api: "POST /api/billing/webhook",
      failure: "visitor",
      call: { method: "POST", path: "/api/billing/webhook", data: { id: "evt_x" } },
      status: 400,
      code: "INVALID_INPUT",
    },
    {
      api: "PUT /api/billing/webhook",
      failure: "method",
      call: { method: "PUT", path: "/api/billing/webhook" },
      status: 405,
      code: "METHOD_NOT_ALLOWED",
    },
    ...adminRows(),
    ...withId(reads("GET /api/generations/{id}", generation, "not-a-uuid"), theirs.generation),
    ...withId(
      reads("GET /api/generations/{id}/events", (id) => `${generation(id)}/events`, "not-a-uuid"),
      theirs.generation,
    ),
  ];
}

/** The admin APIs (issue 14): a visitor is 401, a signed-in user who is not an admin 403. */
function adminRows(): Row[] {
  const calls: Call[] = [
    { method: "POST", path: "/api/admin/content", data: { title: "x" } },
    { method: "PUT", path: `/api/admin/content/${MISSING}`, data: { title: "x" } },
    { method: "DELETE", path: `/api/admin/content/${MISSING}` },
    { method: "POST", path: "/api/admin/seo", data: { pageSlug: "x" } },
    { method: "PUT", path: `/api/admin/seo/${MISSING}`, data: { pageTitle: "x" } },
    { method: "DELETE", path: `/api/admin/seo/${MISSING}` },
  ];
  return calls.flatMap((call): Row[] => {
    const api = `${call.method} ${call.path.replace(MISSING, "{id}")}`;
    return [
      { api, failure: "visitor", call, status: 401, code: "UNAUTHENTICATED" },
      { api, failure: "not admin", call, status: 403, code: "FORBIDDEN" },
      {
        api,
        failure: "cross-site",
        call: { ...call, headers: CROSS_SITE },
        status: 403,
        code: "CROSS_SITE",
      },
    ];
  });
}

test.describe("error answers of every API", () => {
  test("bad input, missing, someone else's, visitor, cross-site and wrong method", async ({
    page,
    signIn,
    db,
    playwright,
    baseURL,
  }) => {
    const neighbour = await insertUser(db);
    const post = await insertPost(db, neighbour.id);
    const [preset] = await db
      .insert(schema.presets)
      .values({ userId: neighbour.id, name: "Theirs", contentType: "blog", settings: {} })
      .returning();
    const [generation] = await db
      .insert(schema.generations)
      .values({
        userId: neighbour.id,
        contentType: "blog",
        input: BLOG,
        credit: "1",
        monthYear: "2026-01",
      })
      .returning();
    if (!preset || !generation) throw new Error("no fixtures");
    await signIn({ tier: "pro" });
    const visitor = await playwright.request.newContext({ baseURL });
    for (const row of rows({ post: post.id, preset: preset.id, generation: generation.id })) {
      const request = row.failure === "visitor" ? visitor : page.request;
      await test.step(`${row.api}: ${row.failure}`, async () => {
        const response = await send(request, row.call);
        await expectErrorAnswer(response, row.status, row.code);
        if (row.failure === "method") expect(response.headers().allow).toBeTruthy();
      });
    }
    await visitor.dispose();
    // Nothing was changed by any of them.
    const [kept] = await db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, post.id));
    expect(kept).toEqual(post);
    const [keptPreset] = await db
      .select()
      .from(schema.presets)
      .where(eq(schema.presets.id, preset.id));
    expect(keptPreset).toEqual(preset);
  });
});
