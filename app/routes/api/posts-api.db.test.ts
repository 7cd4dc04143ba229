/**
 * The post operations added for the public API (issue 30), called as the route modules: a page
 * of the user's posts, a PATCH that changes only the fields sent (the editor's checks, a stale
 * version refused, another user's post 404), the analysis of a text, and an Idempotency-Key on a
 * keyed write (the first answer given again).
 */
import type { ApiScope } from "@domain/api-keys";
import { requestContext } from "@server/context";
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/setup/test-db";
import { insertPost, insertUser } from "../../../tests/support/factories";
import { answerOf, routeArgs, sessionUser } from "../../../tests/support/route-args";
import { action as analysis } from "./analysis";
import { action as postAction } from "./post";
import { loader as postsLoader } from "./posts";

const t = testDatabase();

const json = (
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

async function owner() {
  const user = sessionUser({ id: (await insertUser(t.db)).id });
  const post = await insertPost(t.db, user.id, { title: "Cold brew", keywords: ["coffee"] });
  return { user, post };
}

/** Route arguments as the key gate makes them: the key's owner is the user, the key in context. */
function keyed(args: ReturnType<typeof routeArgs>, scopes: ApiScope[]) {
  const context = args.context.get(requestContext);
  args.context.set(requestContext, { ...context, apiKey: { id: "k", scopes } });
  return args;
}

describe("the public API's post operations", () => {
  it("lists a page of the user's own posts, newest first", async () => {
    const { user, post } = await owner();
    await insertPost(t.db, (await insertUser(t.db)).id, { title: "Not mine" });
    const answer = await answerOf(() => postsLoader(routeArgs("/api/posts?sort=title", { user })));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect((answer.body as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([post.id]);
  });

  it("changes only the fields sent, checks them as the editor does, refuses a stale version", async () => {
    const { user, post } = await owner();
    const patch = (body: unknown, who = user) =>
      answerOf(() =>
        postAction(
          routeArgs(`/api/posts/${post.id}`, {
            user: who,
            params: { id: post.id },
            init: json("PATCH", body),
          }),
        ),
      );
    const changed = await patch({
      title: "Cold brew, better",
      version: post.updatedAt.toISOString(),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      title: "Cold brew, better",
      keywords: ["coffee"],
      topic: post.topic,
      description: post.description,
    });
    const [stored] = await t.db
      .select()
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.id, post.id));
    expect(stored?.content).toContain("Some words for the test.");
    expect((await patch({ title: "Again", version: post.updatedAt.toISOString() })).status).toBe(
      409,
    );
    const blank = await patch({ title: " " });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: { message: "editor:errors.titleRequired" } });
    expect((await patch({ owner: "me" })).status).toBe(400);
    const stranger = sessionUser({ id: (await insertUser(t.db)).id });
    expect((await patch({ title: "Mine now" }, stranger)).status).toBe(404);
  });

  it("analyses a text sent alone, and refuses an empty one", async () => {
    const user = sessionUser({ id: (await insertUser(t.db)).id });
    const analyse = (body: unknown) =>
      answerOf(() => analysis(routeArgs("/api/analysis", { user, init: json("POST", body) })));
    const report = await analyse({
      text: "Cold brew is coffee steeped cold.\n\nIt takes a night.",
      keyword: "cold brew",
      contentType: "blog",
      language: "en",
    });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ report: expect.any(Object) });
    expect((await analyse({ html: " ", contentType: "blog", language: "en" })).status).toBe(400);
    expect((await analyse({ text: "x", contentType: "nope", language: "en" })).status).toBe(400);
  });

  it("gives a keyed write's first answer again for its Idempotency-Key", async () => {
    const user = sessionUser({ id: (await insertUser(t.db)).id });
    const body = { text: "Cold brew.", contentType: "blog", language: "en" };
    const call = () =>
      answerOf(() =>
        analysis(
          keyed(
            routeArgs("/api/v1/analysis", {
              user,
              init: json("POST", body, { "Idempotency-Key": "once" }),
            }),
            ["read"],
          ),
        ),
      );
    const first = await call();
    const again = await call();
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const refused = await answerOf(() =>
      analysis(
        keyed(
          routeArgs("/api/v1/analysis", {
            user,
            init: json("POST", body, { "Idempotency-Key": "scope" }),
          }),
          ["generate"],
        ),
      ),
    );
    expect(refused.status).toBe(403);
  });
});
