import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from "@domain/html/sanitize";
import { isValidSlug } from "@domain/slug";
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { englishError } from "../../support/english";
import { expect, test } from "../../support/fixtures";

type Event = {
  status: string;
  phase: string;
  percent: number;
  delta: string;
  postId: string | null;
  error: string | null;
};

function parseEvents(body: string): Event[] {
  return body
    .split("\n\n")
    .map((block) => /^data: (.*)$/m.exec(block)?.[1])
    .filter((data): data is string => Boolean(data))
    .map((data) => JSON.parse(data));
}

/** Every tag and attribute in the stored HTML is on the allow-list; nothing can run. */
function expectSanitized(html: string) {
  for (const [, tag] of html.matchAll(/<\s*([a-zA-Z0-9]+)/g))
    expect(ALLOWED_TAGS).toContain(tag?.toLowerCase());
  for (const [, attribute] of html.matchAll(/\s([a-zA-Z-:]+)\s*=\s*["']/g)) {
    expect(ALLOWED_ATTRIBUTES).toContain(attribute?.toLowerCase());
  }
  expect(html).not.toMatch(/javascript:/i);
}

const REQUESTS = {
  blog: {
    contentType: "blog",
    title: "Planning a content calendar",
    topic: "content calendars",
    wordCount: "500",
  },
  social: {
    contentType: "social",
    title: "Spring menu launch",
    platform: "instagram",
    description: "Three new drinks",
  },
  video: {
    contentType: "video",
    title: "What is direct trade?",
    platform: "youtube",
    topic: "explainer",
    scriptLength: "15s",
  },
} as const;

test.describe("generation with the tiny model through the real local runtime", () => {
  test.describe.configure({ timeout: 240_000 });

  for (const [type, body] of Object.entries(REQUESTS)) {
    test(`a ${type} is generated, streamed to the end and saved with every field`, async ({
      page,
      signIn,
      db,
    }) => {
      const user = await signIn({ tier: "pro" });
      const started = await page.request.post("/api/generations", {
        data: { ...body, language: "en" },
      });
      expect(started.status()).toBe(202);
      const { id } = (await started.json()) as { id: string };

      const stream = await page.request.get(`/api/generations/${id}/events`, { timeout: 220_000 });
      expect(stream.headers()["content-type"]).toMatch(/^text\/event-stream/);
      const events = parseEvents(await stream.text());
      const final = events.at(-1);
      expect(final?.error ?? null).toBeNull();
      expect(final).toMatchObject({ status: "succeeded", phase: "done", percent: 100 });
      // The phases seen are the pipeline's real ones, in order (a stream may coalesce fast ones).
      const order = ["queued", "analyzing", "writing", "optimizing", "finalizing", "done"];
      const seen = events.map((e) => order.indexOf(e.phase));
      expect(seen.every((index, i) => index >= 0 && (i === 0 || index >= (seen[i - 1] ?? 0)))).toBe(
        true,
      );
      expect(events.some((e) => e.phase === "writing")).toBe(true);
      expect(events.map((e) => e.delta).join("").length).toBeGreaterThan(0);

      const [post] = await db
        .select()
        .from(schema.blogPosts)
        .where(eq(schema.blogPosts.id, final?.postId ?? ""));
      expect(post?.userId).toBe(user.id);
      expect(post?.contentType).toBe(type);
      expect(post?.title.length).toBeGreaterThan(0);
      expect(post?.content.length).toBeGreaterThan(0);
      expectSanitized(post?.content ?? "");
      expect(post?.wordCount).toBeGreaterThanOrEqual(0);
      expect(post?.metaDescription).not.toBeNull();
      expect(post?.metaDescription?.length ?? 999).toBeLessThanOrEqual(160);
      expect(post?.synopsis).not.toBeNull();
      expect(post?.abstract).not.toBeNull();
      expect(isValidSlug(post?.slug ?? "")).toBe(true);
      expect(Array.isArray(post?.keywords)).toBe(true);
      expect(post?.analysis).toMatchObject({ version: 4 });
      if (type === "social") {
        expect(post?.caption).not.toBeNull();
        expect(Array.isArray(post?.hashtags)).toBe(true);
      }
      if (type === "video") expect(post?.videoDescription).not.toBeNull();

      const [usage] = await db
        .select()
        .from(schema.userUsage)
        .where(eq(schema.userUsage.userId, user.id));
      expect(usage).toMatchObject({ generationsUsed: "1.0", generationsReserved: "0.0" });
    });
  }

  test("a blog post with three sources: brief, passages and fact check on the local model", async ({
    page,
    signIn,
    db,
  }) => {
    await signIn({ tier: "pro" });
    const texts = [
      "Content calendars list every piece with its owner and deadline. Teams review them weekly.",
      "A calendar that plans 90 days ahead leaves room for seasonal topics and launches.",
      "Editors who batch their planning meetings save about two hours a week.",
    ];
    const sourceIds: string[] = [];
    for (const [i, text] of texts.entries()) {
      const added = await page.request.post("/api/sources", {
        data: { kind: "text", text, title: `Planning notes ${i + 1}` },
      });
      expect(added.status()).toBe(201);
      sourceIds.push(((await added.json()) as { source: { id: string } }).source.id);
    }
    const started = await page.request.post("/api/generations", {
      data: { ...REQUESTS.blog, language: "en", sourceIds },
    });
    expect(started.status()).toBe(202);
    const { id } = (await started.json()) as { id: string };
    const stream = await page.request.get(`/api/generations/${id}/events`, { timeout: 220_000 });
    const final = parseEvents(await stream.text()).at(-1);
    expect(final?.error ?? null).toBeNull();
    expect(final).toMatchObject({ status: "succeeded", phase: "done" });
    const [post] = await db
      .select()
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.id, final?.postId ?? ""));
    // Whatever the random weights wrote: the sources are kept, every citation is one of them,
    // no model label is left in the text, and the piece was fact-checked against them.
    expect(post?.sourceIds?.slice().sort()).toEqual(sourceIds.slice().sort());
    for (const cited of post?.citations ?? []) expect(sourceIds).toContain(cited.sourceId);
    expect(post?.content).not.toMatch(/\[\s*P\d/);
    expectSanitized(post?.content ?? "");
    expect(post?.evidence?.withSources).toBe(true);
    expect(post?.analysis).toMatchObject({ version: 4, evidence: { score: expect.any(Number) } });
  });

  test("bad input gets the spec's words and changes nothing", async ({ page, signIn, db }) => {
    const user = await signIn({ tier: "free" });
    const missing = await page.request.post("/api/generations", {
      data: { contentType: "help", title: "Only a title" },
    });
    expect(missing.status()).toBe(400);
    const { error } = await missing.json();
    expect(error.code).toBe("INVALID_INPUT");
    expect(englishError(error)).toEqual({
      title: "Missing Information",
      message: "Please provide a title and feature name",
    });
    const invalid = await page.request.post("/api/generations", {
      data: { contentType: "blog", title: "T", topic: "x", tone: "sarcastic" },
    });
    expect(invalid.status()).toBe(400);
    expect(englishError((await invalid.json()).error, "Tone")).toEqual({
      title: "Validation Error",
      message: "Please choose a valid option for Tone.",
    });
    expect(
      await db.select().from(schema.generations).where(eq(schema.generations.userId, user.id)),
    ).toHaveLength(0);
  });

  test("a free user with no credits left gets the server's Usage Limit Exceeded", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "free" });
    await db.insert(schema.userUsage).values({
      userId: user.id,
      monthYear: new Date().toISOString().slice(0, 7),
      generationsUsed: "3",
    });
    const refused = await page.request.post("/api/generations", {
      data: { ...REQUESTS.blog, language: "en" },
    });
    expect(refused.status()).toBe(402);
    const { error } = await refused.json();
    expect(error).toMatchObject({ code: "USAGE_LIMIT", params: { count: 3, tier: "free" } });
    expect(englishError(error)).toEqual({
      title: "Usage Limit Exceeded",
      message:
        "You've used all 3 generations for this month. Upgrade to unlock unlimited content creation!",
    });
    const usage = await page.request.get("/api/usage");
    expect(await usage.json()).toMatchObject({
      tier: "free",
      can_generate: false,
      tier_limits: { generation_limit: 3 },
      current_usage: { generations_used: 3 },
    });
  });
});
