import { DEFAULT_LIBRARY_QUERY, LIBRARY_PAGE_SIZE, type LibraryQuery } from "@domain/library";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost, insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import { NotFound } from "../errors";
import { deletePost, getPost, listPosts } from "./index";

const t = testDatabase();

type User = { id: string };
let owner: User;
let other: User;

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));
const query = (overrides: Partial<LibraryQuery> = {}) => ({
  ...DEFAULT_LIBRARY_QUERY,
  ...overrides,
});
const titles = async (user: User, overrides: Partial<LibraryQuery> = {}) =>
  (await listPosts(user, query(overrides))).items.map((item) => item.title);

beforeAll(async () => {
  owner = await insertUser(t.db);
  other = await insertUser(t.db);
  // The owner's library: created on days 1..5, modified in another order, with ties on purpose.
  const seeds = [
    { title: "Banana bread basics", contentType: "blog", wordCount: 900, created: 1, updated: 9 },
    { title: "apple pie FAQ", contentType: "help", wordCount: 300, created: 2, updated: 7 },
    { title: "Cherry launch page", contentType: "website", wordCount: 900, created: 3, updated: 8 },
    { title: "Date night reel", contentType: "social", wordCount: 40, created: 4, updated: 6 },
    { title: "Elderflower promo", contentType: "email", wordCount: 250, created: 5, updated: 10 },
  ] as const;
  for (const seed of seeds) {
    await insertPost(t.db, owner.id, {
      title: seed.title,
      contentType: seed.contentType,
      wordCount: seed.wordCount,
      createdAt: day(seed.created),
      updatedAt: day(seed.updated),
      topic: seed.title === "Date night reel" ? "Romance ideas" : "Baking",
      description: seed.title === "Cherry launch page" ? null : `About ${seed.title}`,
      keywords: seed.title === "Elderflower promo" ? ["Spring Drinks", "100%_natural"] : ["food"],
    });
  }
  // Another user's posts match every search and filter below; none may ever be listed.
  for (const title of ["Banana bread basics", "apple pie FAQ", "Zebra romance 100%_natural"]) {
    await insertPost(t.db, other.id, { title, topic: "Baking romance", keywords: ["food"] });
  }
});

describe("listPosts", () => {
  it("lists only the user's own posts, newest first, with what a card needs", async () => {
    const result = await listPosts(owner, query());
    expect(result.total).toBe(5);
    expect(result.pageCount).toBe(1);
    expect(result.page).toBe(1);
    expect(result.items.map((i) => i.title)).toEqual([
      "Elderflower promo",
      "Date night reel",
      "Cherry launch page",
      "apple pie FAQ",
      "Banana bread basics",
    ]);
    expect(Object.keys(result.items[0] ?? {}).sort()).toEqual(
      [
        "contentType",
        "createdAt",
        "description",
        "id",
        "keywords",
        "title",
        "tone",
        "updatedAt",
        "wordCount",
      ].sort(),
    );
    expect(result.items[0]).toMatchObject({
      contentType: "email",
      wordCount: 250,
      tone: "professional",
      keywords: ["Spring Drinks", "100%_natural"],
      description: "About Elderflower promo",
    });
    expect(result.items[2]?.description).toBeNull();
  });

  it("sorts by each of the five orders", async () => {
    expect(await titles(owner, { sort: "oldest" })).toEqual([
      "Banana bread basics",
      "apple pie FAQ",
      "Cherry launch page",
      "Date night reel",
      "Elderflower promo",
    ]);
    expect(await titles(owner, { sort: "modified" })).toEqual([
      "Elderflower promo",
      "Banana bread basics",
      "Cherry launch page",
      "apple pie FAQ",
      "Date night reel",
    ]);
    // A-Z ignores case: "apple" comes before "Banana".
    expect(await titles(owner, { sort: "title" })).toEqual([
      "apple pie FAQ",
      "Banana bread basics",
      "Cherry launch page",
      "Date night reel",
      "Elderflower promo",
    ]);
    const byWords = (await listPosts(owner, query({ sort: "words" }))).items;
    expect(byWords.map((i) => i.wordCount)).toEqual([900, 900, 300, 250, 40]);
    // The two 900-word posts tie; the id decides, the same way every time.
    const tied = byWords.slice(0, 2).map((i) => i.id);
    expect(tied).toEqual([...tied].sort().reverse());
  });

  it("searches title, topic, description and keywords, ignoring case, every word anywhere", async () => {
    expect(await titles(owner, { q: "BANANA" })).toEqual(["Banana bread basics"]);
    expect(await titles(owner, { q: "romance" })).toEqual(["Date night reel"]);
    expect(await titles(owner, { q: "about apple" })).toEqual(["apple pie FAQ"]);
    expect(await titles(owner, { q: "spring drinks" })).toEqual(["Elderflower promo"]);
    expect(await titles(owner, { q: "baking faq" })).toEqual(["apple pie FAQ"]);
    expect(await titles(owner, { q: "banana romance" })).toEqual([]);
  });

  it("takes %, _ and \\ in a search literally", async () => {
    expect(await titles(owner, { q: "100%_natural" })).toEqual(["Elderflower promo"]);
    expect(await titles(owner, { q: "%" })).toEqual(["Elderflower promo"]);
    expect(await titles(owner, { q: "_" })).toEqual(["Elderflower promo"]);
    expect(await titles(owner, { q: "0%n" })).toEqual([]);
    expect(await titles(owner, { q: "\\" })).toEqual([]);
  });

  it("filters by content type, together with search and sort", async () => {
    expect(await titles(owner, { type: "help" })).toEqual(["apple pie FAQ"]);
    expect(await titles(owner, { type: "video" })).toEqual([]);
    expect(await titles(owner, { type: "blog", q: "banana", sort: "title" })).toEqual([
      "Banana bread basics",
    ]);
    expect((await listPosts(owner, query({ type: "social" }))).total).toBe(1);
  });

  it("never lists another user's posts, whatever the search", async () => {
    expect(await titles(owner, { q: "zebra" })).toEqual([]);
    expect(await titles(other, { q: "banana" })).toEqual(["Banana bread basics"]);
    expect((await listPosts(other, query())).total).toBe(3);
    expect((await listPosts({ id: "nobody" }, query())).total).toBe(0);
  });
});

describe("listPosts pagination", () => {
  let reader: User;
  beforeAll(async () => {
    reader = await insertUser(t.db);
    // 30 posts, all created at the same instant: only the id orders them.
    const at = day(20);
    for (let n = 0; n < 30; n++) {
      await insertPost(t.db, reader.id, {
        title: `Post ${String(n).padStart(2, "0")}`,
        createdAt: at,
        updatedAt: at,
        contentType: n % 3 === 0 ? "video" : "blog",
      });
    }
  });

  it("pages through every post exactly once, in the database's order", async () => {
    expect(LIBRARY_PAGE_SIZE).toBe(12);
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const result = await listPosts(reader, query({ page }));
      expect(result).toMatchObject({ total: 30, page, pageCount: 3 });
      expect(result.items).toHaveLength(page === 3 ? 6 : 12);
      seen.push(...result.items.map((i) => i.id));
    }
    expect(new Set(seen).size).toBe(30);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it("shows the last page for a page past the end", async () => {
    const result = await listPosts(reader, query({ page: 99 }));
    expect(result).toMatchObject({ page: 3, pageCount: 3, total: 30 });
    expect(result.items).toHaveLength(6);
    const searched = await listPosts(reader, query({ q: "post", page: 99 }));
    expect(searched).toMatchObject({ page: 3, pageCount: 3, total: 30 });
    expect(searched.items.map((i) => i.id)).toEqual(result.items.map((i) => i.id));
    const searchedPage2 = await listPosts(reader, query({ q: "POST", page: 2 }));
    expect(searchedPage2).toMatchObject({ page: 2, total: 30 });
    expect(searchedPage2.items).toHaveLength(12);
    const filtered = await listPosts(reader, query({ type: "video", page: 5 }));
    expect(filtered).toMatchObject({ page: 1, pageCount: 1, total: 10 });
    expect(filtered.items).toHaveLength(10);
  });

  it("has one empty page for an empty result", async () => {
    const result = await listPosts(reader, query({ q: "nothing-like-this", page: 4 }));
    expect(result).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe("deletePost", () => {
  it("deletes the user's own post", async () => {
    const post = await insertPost(t.db, owner.id, { title: "Short-lived" });
    await deletePost(owner, post.id);
    await expect(getPost(owner, post.id)).rejects.toBeInstanceOf(NotFound);
    expect(await titles(owner, { q: "short-lived" })).toEqual([]);
  });

  it("treats another user's post like a missing one and leaves it untouched", async () => {
    const theirs = await insertPost(t.db, other.id, { title: "Not yours" });
    await expect(deletePost(owner, theirs.id)).rejects.toBeInstanceOf(NotFound);
    const rows = await t.db
      .select()
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.id, theirs.id));
    expect(rows).toEqual([theirs]);
  });

  it("is NotFound for a missing id, a deleted one and one that is not a UUID", async () => {
    const post = await insertPost(t.db, owner.id);
    await deletePost(owner, post.id);
    await expect(deletePost(owner, post.id)).rejects.toBeInstanceOf(NotFound);
    await expect(deletePost(owner, "00000000-0000-4000-8000-000000000000")).rejects.toBeInstanceOf(
      NotFound,
    );
    await expect(deletePost(owner, "1 or 1=1")).rejects.toBeInstanceOf(NotFound);
  });

  it("waits for a fact check finishing on the same post instead of deadlocking with it", async () => {
    const post = await insertPost(t.db, owner.id, { title: "Checked while deleted" });
    const [check] = await t.db
      .insert(schema.factChecks)
      .values({
        userId: owner.id,
        postId: post.id,
        sourceIds: [],
        credit: "0",
        monthYear: "2026-11",
      })
      .returning();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // As the fact check's job finishes: the post's row first, then its own row.
    const finishing = t.db.transaction(async (tx) => {
      await tx
        .select()
        .from(schema.blogPosts)
        .where(eq(schema.blogPosts.id, post.id))
        .for("update");
      await sleep(300);
      await tx
        .update(schema.factChecks)
        .set({ status: "succeeded" })
        .where(eq(schema.factChecks.id, check?.id ?? ""));
    });
    await sleep(100);
    const deleting = deletePost(owner, post.id);
    await expect(Promise.all([finishing, deleting])).resolves.toBeDefined();
    await expect(getPost(owner, post.id)).rejects.toBeInstanceOf(NotFound);
  });
});
