/**
 * Issue 14's authorization: every admin loader and API of the Content and SEO screens called as a
 * visitor, a free user, an elite user and an admin. Only the admin succeeds; the others are
 * refused (401 or sign-in, 403) and the database is exactly as before.
 */
import type { SessionUser } from "@domain/auth";
import { schema } from "@server/db";
import { asc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as contentLoader } from "~/routes/dashboard/admin/content";
import { contentTab, seoTab } from "~/routes/dashboard/admin/content.server";
import { loader as adminLoader } from "~/routes/dashboard/admin/layout";
import { loader as seoLoader } from "~/routes/dashboard/admin/seo";
import { testDatabase } from "../../../../tests/setup/test-db";
import { insertUser, withTableAway } from "../../../../tests/support/factories";
import { answerOf, routeArgs, sessionUser } from "../../../../tests/support/route-args";
import { insertContent } from "../../../../tests/support/site-content";
import { action as createContent } from "./content";
import { action as contentItem } from "./content-item";
import { action as createSeo } from "./seo";
import { action as seoItem } from "./seo-item";
import { action as siteSettings } from "./site-settings";

const t = testDatabase();

const contentBody = {
  title: "Hello",
  slug: "hello-admin",
  content: "<p>Body</p>",
  contentType: "blog_post",
  status: "published",
  keywords: "",
  featured: false,
};
const seoBody = {
  pageSlug: "careers",
  pageTitle: "Careers at Inkwell",
  metaDescription: "Work with us.",
};

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

async function snapshot() {
  return {
    content: await t.db.select().from(schema.websiteContent).orderBy(asc(schema.websiteContent.id)),
    seo: await t.db.select().from(schema.seoSettings).orderBy(asc(schema.seoSettings.id)),
    site: await t.db.select().from(schema.siteSettings),
  };
}

type Caller = { name: string; user: () => Promise<SessionUser | null>; status: number };
const person = (change: Partial<SessionUser>) => async () =>
  sessionUser({ id: (await insertUser(t.db)).id, ...change });
const REFUSED: Caller[] = [
  { name: "a visitor", user: async () => null, status: 401 },
  { name: "a free user", user: person({}), status: 403 },
  { name: "an elite user", user: person({ tier: "elite" }), status: 403 },
];
const admin = person({ roles: ["admin"], isAdmin: true });

let existing: { contentId: string; seoId: string };
beforeEach(async () => {
  await t.db.delete(schema.websiteContent);
  await t.db.delete(schema.seoSettings);
  await t.db.delete(schema.siteSettings);
  const item = await insertContent(t.db, { slug: "existing" });
  const [seo] = await t.db
    .insert(schema.seoSettings)
    .values({ pageSlug: "about", pageTitle: "About", metaDescription: "About us." })
    .returning();
  existing = { contentId: item.id, seoId: seo?.id ?? "" };
});

/** Each admin API, as the call a browser would make. */
const CALLS = [
  {
    name: "POST /api/admin/content",
    run: (user: SessionUser | null) =>
      createContent(
        routeArgs("/api/admin/content", { user, init: json("POST", contentBody) }) as never,
      ),
    ok: 201,
  },
  {
    name: "PUT /api/admin/content/{id}",
    run: (user: SessionUser | null) =>
      contentItem(
        routeArgs(`/api/admin/content/${existing.contentId}`, {
          user,
          params: { id: existing.contentId },
          init: json("PUT", { ...contentBody, slug: "existing", title: "Changed" }),
        }) as never,
      ),
    ok: 200,
  },
  {
    name: "DELETE /api/admin/content/{id}",
    run: (user: SessionUser | null) =>
      contentItem(
        routeArgs(`/api/admin/content/${existing.contentId}`, {
          user,
          params: { id: existing.contentId },
          init: json("DELETE"),
        }) as never,
      ),
    ok: 200,
  },
  {
    name: "POST /api/admin/seo",
    run: (user: SessionUser | null) =>
      createSeo(routeArgs("/api/admin/seo", { user, init: json("POST", seoBody) }) as never),
    ok: 201,
  },
  {
    name: "PUT /api/admin/seo/{id}",
    run: (user: SessionUser | null) =>
      seoItem(
        routeArgs(`/api/admin/seo/${existing.seoId}`, {
          user,
          params: { id: existing.seoId },
          init: json("PUT", { ...seoBody, pageTitle: "Changed" }),
        }) as never,
      ),
    ok: 200,
  },
  {
    name: "DELETE /api/admin/seo/{id}",
    run: (user: SessionUser | null) =>
      seoItem(
        routeArgs(`/api/admin/seo/${existing.seoId}`, {
          user,
          params: { id: existing.seoId },
          init: json("DELETE"),
        }) as never,
      ),
    ok: 200,
  },
  {
    name: "PUT /api/admin/site-settings",
    run: (user: SessionUser | null) =>
      siteSettings(
        routeArgs("/api/admin/site-settings", {
          user,
          init: json("PUT", { defaultVideoUrl: "https://youtu.be/abcdef123" }),
        }) as never,
      ),
    ok: 200,
  },
];

describe("admin Content and SEO APIs", () => {
  for (const call of CALLS) {
    for (const caller of REFUSED) {
      it(`${call.name} refuses ${caller.name} (${caller.status}) and changes nothing`, async () => {
        const before = await snapshot();
        const answer = await answerOf(async () => call.run(await caller.user()));
        expect(answer.status).toBe(caller.status);
        expect(await snapshot()).toEqual(before);
      });
    }
    it(`${call.name} works for an admin (${call.ok})`, async () => {
      const before = await snapshot();
      const answer = await answerOf(async () => call.run(await admin()));
      expect(answer.status).toBe(call.ok);
      expect(await snapshot()).not.toEqual(before);
    });
  }

  it("answers a refused form with the field and the spec's words, and stores nothing", async () => {
    const before = await snapshot();
    const user = await admin();
    const keyword = await answerOf(() =>
      createContent(
        routeArgs("/api/admin/content", {
          user,
          init: json("POST", { ...contentBody, slug: "videos" }),
        }) as never,
      ),
    );
    expect(keyword).toMatchObject({
      status: 400,
      body: {
        error: {
          code: "INVALID_INPUT",
          field: "slug",
          message: "admin:content.errors.slugKeyword",
        },
      },
    });
    const taken = await answerOf(() =>
      createContent(
        routeArgs("/api/admin/content", {
          user,
          init: json("POST", { ...contentBody, slug: "existing" }),
        }) as never,
      ),
    );
    expect(taken).toMatchObject({
      status: 409,
      body: {
        error: { code: "SLUG_TAKEN", field: "slug", message: "admin:content.errors.slugTaken" },
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a default video that is not a YouTube or Vimeo link, storing nothing", async () => {
    const before = await snapshot();
    const answer = await answerOf(() =>
      siteSettings(
        routeArgs("/api/admin/site-settings", {
          user: null,
          init: json("PUT", { defaultVideoUrl: "https://example.com/clip.mp4" }),
        }) as never,
      ),
    );
    expect(answer.status).toBe(401);
    const user = await admin();
    for (const body of [{ defaultVideoUrl: "https://example.com/clip.mp4" }, {}]) {
      const refused = await answerOf(() =>
        siteSettings(
          routeArgs("/api/admin/site-settings", { user, init: json("PUT", body) }) as never,
        ),
      );
      expect(refused).toMatchObject({
        status: 400,
        body: { error: { code: "INVALID_INPUT", field: "defaultVideoUrl" } },
      });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("the admin screens' loaders", () => {
  const CASES: Array<[string, object]> = [
    [
      "/dashboard/admin/content",
      {
        editing: null,
        list: { loadFailed: false, total: 1 },
        siteSettings: { loadFailed: false, settings: { defaultVideoUrl: null } },
      },
    ],
    ["/dashboard/admin/content?edit=new", { editing: { item: null } }],
    ["/dashboard/admin/content?edit=EXISTING", { editing: { item: { slug: "existing" } } }],
    [
      "/dashboard/admin/seo",
      { editing: null, list: { loadFailed: false, items: [{ pageSlug: "about" }] } },
    ],
    ["/dashboard/admin/seo?edit=new", { editing: { item: null } }],
  ];
  for (const [path, expected] of CASES) {
    it(`${path}: a visitor goes to sign-in, others get 403, an admin the data`, async () => {
      const url = path.replace("EXISTING", existing.contentId);
      const screen = path.includes("seo") ? seoLoader : contentLoader;
      // The admin layout and the screen each refuse: their loaders run side by side.
      for (const loader of [adminLoader, screen]) {
        const visitor = await answerOf(() => loader(routeArgs(url) as never));
        expect(visitor.status).toBe(302);
        expect(visitor.headers.get("Location")).toMatch(/^\/auth/);
        for (const caller of REFUSED.slice(1)) {
          const user = await caller.user();
          expect((await answerOf(() => loader(routeArgs(url, { user }) as never))).status).toBe(
            403,
          );
        }
      }
      // The admin passes the guard; the screen's data comes from its loader file.
      const user = await admin();
      const tab = path.includes("seo") ? seoTab : contentTab;
      expect(await tab(routeArgs(url, { user }), user)).toMatchObject(expected);
    });
  }
});

describe("a list that cannot be read", () => {
  it("says so (Failed to fetch content / Failed to load SEO settings) and logs it", async () => {
    const user = await admin();
    const contentArgs = routeArgs("/dashboard/admin/content", { user });
    const content = await withTableAway(t.db, "website_content", () =>
      contentTab(contentArgs, user),
    );
    expect(content).toMatchObject({ editing: null, list: { loadFailed: true } });
    expect(contentArgs.log.error).toHaveBeenCalledOnce();
    const seoArgs = routeArgs("/dashboard/admin/seo", { user });
    const seo = await withTableAway(t.db, "seo_settings", () => seoTab(seoArgs, user));
    expect(seo).toMatchObject({ editing: null, list: { loadFailed: true } });
    expect(seoArgs.log.error).toHaveBeenCalledOnce();
    const siteArgs = routeArgs("/dashboard/admin/content", { user });
    const site = await withTableAway(t.db, "site_settings", () => contentTab(siteArgs, user));
    expect(site).toMatchObject({
      list: { loadFailed: false },
      siteSettings: { loadFailed: true },
    });
    expect(siteArgs.log.error).toHaveBeenCalledOnce();
  });
});
