// The Idea Lab's APIs over HTTP: who may start, read, bookmark, list and delete (spec section 6),
// with the one error shape; a refused call changes nothing.
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectErrorAnswer } from "../../support/api-errors";
import { insertIdeaSet } from "../../support/factories";
import { expect, test } from "../../support/fixtures";
import { createUserWithSession } from "../../support/sessions";

test("bookmark, saved list and delete: refused to visitors, free and pro users and other elite users; nothing changes", async ({
  page,
  playwright,
  baseURL,
  signIn,
  db,
}) => {
  const owner = await createUserWithSession(db, { tier: "elite" });
  const [idea] = await insertIdeaSet(db, owner.id, { bookmarked: true });
  if (!idea) throw new Error("no idea");
  const calls = [
    { method: "PATCH", path: `/api/ideas/${idea.id}`, data: { bookmarked: false } },
    { method: "DELETE", path: `/api/ideas/${idea.id}` },
    { method: "GET", path: "/api/ideas/saved" },
  ];
  const unchanged = async () => {
    const [row] = await db
      .select()
      .from(schema.contentIdeas)
      .where(eq(schema.contentIdeas.id, idea.id));
    expect(row?.bookmarked).toBe(true);
  };

  const visitor = await playwright.request.newContext({ baseURL });
  for (const call of calls) {
    await expectErrorAnswer(await visitor.fetch(call.path, call), 401, "UNAUTHENTICATED");
  }
  await visitor.dispose();
  await unchanged();

  for (const tier of ["free", "pro"] as const) {
    await signIn({ tier });
    for (const call of calls) {
      const error = await expectErrorAnswer(
        await page.request.fetch(call.path, call),
        403,
        "PREMIUM_FEATURE",
      );
      expect(error.title).toBe("ideas:errors.premiumTitle");
    }
    await unchanged();
  }

  await signIn({ tier: "elite" });
  for (const call of calls.slice(0, 2)) {
    await expectErrorAnswer(await page.request.fetch(call.path, call), 404, "NOT_FOUND");
  }
  const saved = await page.request.get("/api/ideas/saved");
  expect(await saved.json()).toEqual({ ideas: [] });
  await unchanged();
});

test("starting a set: a visitor is refused, missing platform or niche is Missing Information, another user's run is not found", async ({
  page,
  playwright,
  baseURL,
  signIn,
  db,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  await expectErrorAnswer(
    await visitor.post("/api/ideas", { data: { platform: "blog", niche: "tea" } }),
    401,
    "UNAUTHENTICATED",
  );
  await visitor.dispose();

  const user = await signIn({ tier: "free" });
  const error = await expectErrorAnswer(
    await page.request.post("/api/ideas", { data: { platform: "blog", niche: "  " } }),
    400,
    "INVALID_INPUT",
  );
  expect(error).toMatchObject({
    title: "create:errors.missingInformation",
    message: "ideas:errors.missingInformation",
  });
  const runs = await db.select().from(schema.ideaRuns).where(eq(schema.ideaRuns.userId, user.id));
  expect(runs).toEqual([]);

  const other = await createUserWithSession(db, { tier: "pro" });
  const [theirs] = await insertIdeaSet(db, other.id);
  await expectErrorAnswer(
    await page.request.get(`/api/ideas/runs/${theirs?.runId}`),
    404,
    "NOT_FOUND",
  );
});
