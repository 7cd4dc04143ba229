import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { english, englishError } from "../../support/english";
import { insertUser } from "../../support/factories";
import { expect, test } from "../../support/fixtures";

test.describe("the presets API", () => {
  test("creates a preset for the signed-in user, lists it newest first and reads it", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "pro" });
    const first = await page.request.post("/api/presets", {
      data: { name: "  Weekly blog  ", contentType: "blog", settings: { wordCount: "2000" } },
    });
    expect(first.status()).toBe(201);
    const { preset } = await first.json();
    expect(preset).toMatchObject({
      name: "Weekly blog",
      contentType: "blog",
      settings: { wordCount: "2000", tone: "professional", templates: [] },
    });
    await page.request.post("/api/presets", {
      data: { name: "Shorts", contentType: "video", settings: { scriptLength: "15s" } },
    });
    const list = await (await page.request.get("/api/presets")).json();
    expect(list.presets.map((p: { name: string }) => p.name)).toEqual(["Shorts", "Weekly blog"]);
    const one = await page.request.get(`/api/presets/${preset.id}`);
    expect((await one.json()).preset.id).toBe(preset.id);
    const rows = await db.select().from(schema.presets).where(eq(schema.presets.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  test("refuses a blank name, a foreign option and a visitor with the spec's words", async ({
    page,
    signIn,
    playwright,
    baseURL,
  }) => {
    await signIn();
    const blank = await page.request.post("/api/presets", {
      data: { name: "   ", contentType: "blog" },
    });
    expect(blank.status()).toBe(400);
    const { error } = await blank.json();
    expect(error).toMatchObject({ code: "INVALID_INPUT", field: "name" });
    expect(englishError(error)).toEqual({
      title: "Validation Error",
      message: "Please enter a preset name",
    });
    const foreign = await page.request.post("/api/presets", {
      data: { name: "Long video", contentType: "video", settings: { scriptLength: "2min" } },
    });
    expect(foreign.status()).toBe(400);
    expect((await foreign.json()).error).toMatchObject({
      code: "INVALID_INPUT",
      field: "scriptLength",
      message: "create:validation.invalidOption",
    });

    const visitor = await playwright.request.newContext({ baseURL });
    const refused = await visitor.post("/api/presets", {
      data: { name: "x", contentType: "blog" },
    });
    expect(refused.status()).toBe(401);
    const { error: visitorError } = await refused.json();
    expect(visitorError.code).toBe("UNAUTHENTICATED");
    expect(english(visitorError.message)).toBe("You must be logged in to create presets");
    await visitor.dispose();
  });

  test("another user's preset cannot be read, deleted or used; it stays intact", async ({
    page,
    signIn,
    db,
  }) => {
    const owner = await insertUser(db);
    const [theirs] = await db
      .insert(schema.presets)
      .values({ userId: owner.id, name: "Theirs", contentType: "blog", settings: {} })
      .returning();
    if (!theirs) throw new Error("no preset");
    const user = await signIn({ tier: "pro" });

    expect((await page.request.get(`/api/presets/${theirs.id}`)).status()).toBe(404);
    expect((await page.request.delete(`/api/presets/${theirs.id}`)).status()).toBe(404);
    const used = await page.request.post("/api/generations", {
      data: { presetId: theirs.id, topic: "Anything" },
    });
    expect(used.status()).toBe(404);
    expect((await page.request.get("/api/presets")).ok()).toBe(true);

    const [still] = await db.select().from(schema.presets).where(eq(schema.presets.id, theirs.id));
    expect(still?.name).toBe("Theirs");
    expect(
      await db.select().from(schema.generations).where(eq(schema.generations.userId, user.id)),
    ).toHaveLength(0);
  });

  test("deletes the user's own preset once", async ({ page, signIn }) => {
    await signIn();
    const { preset } = await (
      await page.request.post("/api/presets", { data: { name: "Gone", contentType: "social" } })
    ).json();
    const deleted = await page.request.delete(`/api/presets/${preset.id}`);
    expect(deleted.status()).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect((await page.request.delete(`/api/presets/${preset.id}`)).status()).toBe(404);
    expect((await (await page.request.get("/api/presets")).json()).presets).toEqual([]);
  });

  test("using a preset asks for a topic, and counts against the quota like any generation", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "free" });
    const { preset } = await (
      await page.request.post("/api/presets", { data: { name: "Mine", contentType: "email" } })
    ).json();
    const blank = await page.request.post("/api/generations", {
      data: { presetId: preset.id, topic: "  " },
    });
    expect(blank.status()).toBe(400);
    const { error } = await blank.json();
    expect(error).toMatchObject({ code: "INVALID_INPUT", field: "topic" });
    expect(englishError(error)).toEqual({
      title: "Missing Information",
      message: "Please enter a topic for your content",
    });

    await db.insert(schema.userUsage).values({
      userId: user.id,
      monthYear: new Date().toISOString().slice(0, 7),
      generationsUsed: "3",
    });
    const refused = await page.request.post("/api/generations", {
      data: { presetId: preset.id, topic: "Spring sale" },
    });
    expect(refused.status()).toBe(402);
    expect(englishError((await refused.json()).error)).toEqual({
      title: "Usage Limit Exceeded",
      message:
        "You've used all 3 generations for this month. Upgrade to unlock unlimited content creation!",
    });
    expect(
      await db.select().from(schema.generations).where(eq(schema.generations.userId, user.id)),
    ).toHaveLength(0);
  });
});
