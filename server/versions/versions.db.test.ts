import { REPORT_VERSION } from "@domain/analysis/report";
import { postEditSchema } from "@domain/post-edit";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost, insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import { Conflict, NotFound } from "../errors";
import { restoreVersion, updatePost } from "../library";
import { compareVersions, listVersions, readVersion } from "./index";

const t = testDatabase();

const edit = (overrides: Record<string, unknown> = {}) =>
  postEditSchema.parse({
    title: "A test post",
    topic: "testing",
    description: "A post made by a test.",
    keywords: "testing",
    tone: "professional",
    audience: "developers",
    content: "<h2>Heading</h2><p>Some words for the test.</p>",
    ...overrides,
  });

async function stored(id: string) {
  const [row] = await t.db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, id));
  if (!row) throw new Error("row missing");
  return row;
}

async function owner() {
  const user = await insertUser(t.db);
  const post = await insertPost(t.db, user.id);
  return { user: { id: user.id, tier: "free" as const, isAdmin: false }, post };
}

describe("post versions", () => {
  it("keeps what was there as version 1 at the first save, then one version per changing save", async () => {
    const { user, post } = await owner();
    await updatePost(user, post.id, edit({ content: "<p>Second text.</p>" }));
    let list = await listVersions(user, post.id);
    expect(list.map((v) => [v.number, v.kind])).toEqual([
      [2, "save"],
      [1, "save"],
    ]);
    expect((await readVersion(user, post.id, 1)).fields.content).toBe(post.content);
    expect((await readVersion(user, post.id, 2)).fields.content).toBe("<p>Second text.</p>");
    expect(list[0]).toMatchObject({ words: 2, title: "A test post", actions: [] });

    // A save that changes nothing writes nothing.
    await updatePost(user, post.id, edit({ content: "<p>Second text.</p>" }));
    list = await listVersions(user, post.id);
    expect(list).toHaveLength(2);
  });

  it("names the accepted AI edits a save carries (kind ai)", async () => {
    const { user, post } = await owner();
    await updatePost(
      user,
      post.id,
      edit({ content: "<p>Shorter.</p>", aiActions: "shorten,fix:passive-voice" }),
    );
    const [latest] = await listVersions(user, post.id);
    expect(latest).toMatchObject({
      number: 2,
      kind: "ai",
      actions: ["shorten", "fix:passive-voice"],
    });
  });

  it("keeps the meta description in the version", async () => {
    const { user, post } = await owner();
    await updatePost(user, post.id, edit({ metaDescription: "A summary for search." }));
    expect((await readVersion(user, post.id, 2)).fields.metaDescription).toBe(
      "A summary for search.",
    );
    expect((await stored(post.id)).metaDescription).toBe("A summary for search.");
  });

  it("restores into the post as a NEW version and never rewrites one", async () => {
    const { user, post } = await owner();
    await updatePost(user, post.id, edit({ title: "Changed", content: "<p>Changed.</p>" }));
    const before = await t.db
      .select()
      .from(schema.postVersions)
      .where(eq(schema.postVersions.postId, post.id));
    const opened = (await stored(post.id)).updatedAt.toISOString();
    const restored = await restoreVersion(user, post.id, 1, opened);
    expect(restored).toMatchObject({ title: "A test post", content: post.content });
    expect(restored.wordCount).toBeGreaterThan(0);
    expect(restored.analysis).toMatchObject({ version: REPORT_VERSION });
    const list = await listVersions(user, post.id);
    expect(list[0]).toMatchObject({ number: 3, kind: "restore", restoredFrom: 1 });
    const after = await t.db
      .select()
      .from(schema.postVersions)
      .where(eq(schema.postVersions.postId, post.id));
    for (const version of before)
      expect(after.find((v) => v.id === version.id)?.snapshot).toEqual(version.snapshot);
    // The editor's old version is now stale.
    await expect(restoreVersion(user, post.id, 2, opened)).rejects.toBeInstanceOf(Conflict);
    await expect(
      restoreVersion(user, post.id, 99, restored.updatedAt.toISOString()),
    ).rejects.toBeInstanceOf(NotFound);
  });

  it("prunes the oldest versions past the plan's bound (admins: elite's)", async () => {
    const { user, post } = await owner();
    for (let i = 0; i < 22; i++) await updatePost(user, post.id, edit({ content: `<p>${i}</p>` }));
    const list = await listVersions(user, post.id);
    expect(list).toHaveLength(20);
    expect(list[0]?.number).toBe(23);
    expect(list.at(-1)?.number).toBe(4);
    const admin = { ...user, isAdmin: true };
    for (let i = 0; i < 3; i++) await updatePost(admin, post.id, edit({ content: `<p>a${i}</p>` }));
    expect(await listVersions(user, post.id)).toHaveLength(23);
  });

  it("shows another user none of a post's versions", async () => {
    const { user, post } = await owner();
    await updatePost(user, post.id, edit({ content: "<p>Mine.</p>" }));
    const other = await insertUser(t.db);
    const stranger = { id: other.id, tier: "elite" as const, isAdmin: false };
    await expect(listVersions(stranger, post.id)).rejects.toBeInstanceOf(NotFound);
    await expect(readVersion(stranger, post.id, 1)).rejects.toBeInstanceOf(NotFound);
    await expect(
      restoreVersion(stranger, post.id, 1, (await stored(post.id)).updatedAt.toISOString()),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(listVersions(user, "not-a-uuid")).rejects.toBeInstanceOf(NotFound);
  });

  it("lets one of a save and a restore made from the same version win; the other is 409", async () => {
    const { user, post } = await owner();
    await updatePost(user, post.id, edit({ content: "<p>Two.</p>" }));
    const opened = (await stored(post.id)).updatedAt.toISOString();
    const results = await Promise.allSettled([
      updatePost(user, post.id, edit({ content: "<p>Three.</p>", version: opened })),
      restoreVersion(user, post.id, 1, opened),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(Conflict);
    const list = await listVersions(user, post.id);
    expect(list.map((v) => v.number)).toEqual([3, 2, 1]);
    const winner = results.find((r) => r.status === "fulfilled");
    const version3 = await readVersion(user, post.id, 3);
    expect(version3.fields.content).toBe(
      (winner as PromiseFulfilledResult<{ content: string }>).value.content,
    );
  });

  it("compares two versions: the body's changes marked and sanitised, the title when it differs", async () => {
    const { user, post } = await owner();
    await updatePost(
      user,
      post.id,
      edit({ title: "New title", content: "<h2>Heading</h2><p>Some new words for the test.</p>" }),
    );
    const compared = await compareVersions(user, post.id, 1, 2);
    expect(compared.html).toContain("<ins");
    expect(compared.html).toContain("new");
    expect(compared.title).toEqual({ from: "A test post", to: "New title" });
    expect(compared.metaDescription).toBeNull();
    await expect(compareVersions(user, post.id, 1, 9)).rejects.toBeInstanceOf(NotFound);
  });
});
