import { analysisReportSchema } from "@domain/analysis";
import { EVIDENCE_VERSION, type Evidence } from "@domain/evidence";
import { postEditSchema } from "@domain/post-edit";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost, insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import { NotFound } from "../errors";
import { analyseDraft, updatePost } from "./index";

const t = testDatabase();

const EVIDENCE: Evidence = {
  version: EVIDENCE_VERSION,
  checkedAt: "2026-11-01T00:00:00.000Z",
  withSources: true,
  claims: [],
  counts: { claims: 4, supported: 2, contradicted: 1, unverified: 1 },
};

const DRAFT = {
  title: "Composting at home for beginners",
  keywords: ["compost", "gardening"],
  metaDescription: "How to start a compost heap at home: what to put in, what to leave out.",
  html:
    "<p>Compost turns kitchen scraps into soil.</p><h2>Start</h2>" +
    "<p>Gardening with compost is easy, and it is cheap. The heap is turned every week.</p>",
};

async function rowOf(id: string) {
  const [row] = await t.db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, id));
  if (!row) throw new Error("row missing");
  return row;
}

describe("analyseDraft", () => {
  it("answers the report a save of the same draft stores, and saves nothing", async () => {
    const user = await insertUser(t.db);
    const post = await insertPost(t.db, user.id, {
      language: "en",
      slug: "compost-at-home",
      evidence: EVIDENCE,
      analysis: null,
    });
    const caller = { id: user.id, tier: "elite" as const };

    const report = await analyseDraft(caller, post.id, DRAFT);
    expect(await rowOf(post.id)).toEqual(post);
    // The post's context is read: its fact check (an Evidence section), the elite plan's
    // related keyphrases.
    expect(report.evidence?.checks.map((c) => c.id)).toContain("evidence-claims");
    expect(report.seo.checks.map((c) => c.id)).toContain("keyword-in-introduction-2");

    const saved = await updatePost(
      caller,
      post.id,
      postEditSchema.parse({
        title: DRAFT.title,
        keywords: DRAFT.keywords.join(", "),
        metaDescription: DRAFT.metaDescription,
        content: DRAFT.html,
      }),
    );
    expect(analysisReportSchema.parse(saved.analysis)).toEqual(report);
  });

  it("reads the draft's meta description, not the stored one", async () => {
    const user = await insertUser(t.db);
    const post = await insertPost(t.db, user.id, { metaDescription: "Short." });
    const metaCheck = async (metaDescription: string) => {
      const report = await analyseDraft(user, post.id, { ...DRAFT, metaDescription });
      return report.seo.checks.find((c) => c.id === "meta-description-length")?.status;
    };
    expect(await metaCheck("")).toBe("problem");
    expect(await metaCheck("x".repeat(130))).toBe("good");
  });

  it("treats another user's post like a missing one", async () => {
    const owner = await insertUser(t.db);
    const intruder = await insertUser(t.db);
    const post = await insertPost(t.db, owner.id);
    await expect(analyseDraft(intruder, post.id, DRAFT)).rejects.toBeInstanceOf(NotFound);
    await expect(
      analyseDraft(owner, "00000000-0000-4000-8000-000000000000", DRAFT),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(analyseDraft(owner, "not-a-uuid", DRAFT)).rejects.toBeInstanceOf(NotFound);
    expect(await rowOf(post.id)).toEqual(post);
  });
});
