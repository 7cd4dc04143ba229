import { analysisReportSchema } from "@domain/analysis";
import { postEditSchema } from "@domain/post-edit";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost, insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import { Conflict, NotFound } from "../errors";
import { updatePost } from "./index";

const t = testDatabase();

const edit = (overrides: Record<string, unknown> = {}) =>
  postEditSchema.parse({
    title: "Edited title",
    topic: "Edited topic",
    description: "",
    keywords: "gardening, compost",
    tone: "casual",
    audience: "beginners",
    content: "<h2>Compost</h2><p>Gardening with compost is easy and cheap.</p>",
    ...overrides,
  });

async function rowOf(id: string) {
  const [row] = await t.db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, id));
  if (!row) throw new Error("row missing");
  return row;
}

describe("updatePost", () => {
  it("checks each of an elite user's first five keywords, one keyword on other plans", async () => {
    const user = await insertUser(t.db);
    const post = await insertPost(t.db, user.id);
    const ids = async (tier: "pro" | "elite") => {
      const saved = await updatePost({ id: user.id, tier }, post.id, edit());
      return analysisReportSchema.parse(saved.analysis).seo.checks.map((c) => c.id);
    };
    expect(await ids("elite")).toContain("keyword-in-introduction-2");
    expect((await ids("pro")).some((id) => /-\d$/.test(id))).toBe(false);
  });

  it("refuses a save made from a version that is no longer the stored one", async () => {
    const user = await insertUser(t.db);
    const post = await insertPost(t.db, user.id, {
      title: "Opened twice",
      updatedAt: new Date("2024-01-01T00:00:00Z"),
    });
    const opened = post.updatedAt.toISOString();

    const first = await updatePost(user, post.id, edit({ title: "First tab", version: opened }));
    expect(first.title).toBe("First tab");
    await expect(
      updatePost(user, post.id, edit({ title: "Second tab", version: opened })),
    ).rejects.toBeInstanceOf(Conflict);
    expect((await rowOf(post.id)).title).toBe("First tab");

    const reopened = (await rowOf(post.id)).updatedAt.toISOString();
    const second = await updatePost(
      user,
      post.id,
      edit({ title: "Second tab", version: reopened }),
    );
    expect(second.title).toBe("Second tab");
  });

  it("stores the edited fields, sanitised body, recounted words and a new analysis", async () => {
    const user = await insertUser(t.db);
    const post = await insertPost(t.db, user.id, {
      wordCount: 999,
      slug: "compost-guide",
      metaDescription: "How to start gardening with compost.",
      analysis: null,
      updatedAt: new Date("2024-01-01T00:00:00Z"),
    });

    const saved = await updatePost(
      user,
      post.id,
      edit({
        content:
          '<h2 onclick="x()">Compost</h2><p data-x="1">Gardening with <img src=x onerror=alert(1)>compost ' +
          '<a href="javascript:alert(1)">is</a> easy.</p><script>alert(1)</script><hr>',
      }),
    );

    const row = await rowOf(post.id);
    expect(saved).toEqual(row);
    expect(row).toMatchObject({
      title: "Edited title",
      topic: "Edited topic",
      description: null,
      keywords: ["gardening", "compost"],
      tone: "casual",
      audience: "beginners",
      content: "<h2>Compost</h2><p>Gardening with compost <a>is</a> easy.</p>",
      wordCount: 6,
      slug: "compost-guide",
    });
    expect(row.updatedAt.getTime()).toBeGreaterThan(post.updatedAt.getTime());
    expect(row.createdAt).toEqual(post.createdAt);
    const analysis = analysisReportSchema.parse(row.analysis);
    expect(analysis.stats.words).toBe(6);
    expect(analysis.seo.checks.length).toBeGreaterThan(0);
  });

  it("makes the analysis again from the new title and keywords", async () => {
    const user = await insertUser(t.db);
    const post = await insertPost(t.db, user.id);
    await updatePost(user, post.id, edit({ keywords: "compost" }));
    const first = analysisReportSchema.parse((await rowOf(post.id)).analysis);
    await updatePost(user, post.id, edit({ keywords: "submarines", title: "Deep sea vessels" }));
    const second = analysisReportSchema.parse((await rowOf(post.id)).analysis);
    expect(second.seo).not.toEqual(first.seo);
  });

  it("counts an emptied body as zero words", async () => {
    const user = await insertUser(t.db);
    const post = await insertPost(t.db, user.id);
    await updatePost(user, post.id, edit({ content: "  <p> </p>" }));
    expect(await rowOf(post.id)).toMatchObject({ wordCount: 0 });
  });

  it("treats another user's post like a missing one and leaves it unchanged", async () => {
    const owner = await insertUser(t.db);
    const intruder = await insertUser(t.db);
    const post = await insertPost(t.db, owner.id);

    await expect(updatePost(intruder, post.id, edit())).rejects.toBeInstanceOf(NotFound);
    await expect(
      updatePost(owner, "00000000-0000-4000-8000-000000000000", edit()),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(updatePost(owner, "not-a-uuid", edit())).rejects.toBeInstanceOf(NotFound);

    expect(await rowOf(post.id)).toEqual(post);
  });
});
