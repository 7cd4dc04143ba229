import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { insertPost } from "../../support/factories";
import { expect, test } from "../../support/fixtures";

/**
 * Nobody sees what is not theirs: every route that takes a post id answers 404 for someone
 * else's post, exactly as for a missing one, and changes nothing.
 */
test("another user's post id is 404 on view, edit, save, copy, delete, analysis and every export", async ({
  page,
  signIn,
  db,
}) => {
  const owner = await signIn();
  const post = await insertPost(db, owner.id, { title: "Owner's draft" });
  await page.context().clearCookies();
  await signIn();
  const missing = "00000000-0000-4000-8000-000000000000";

  for (const id of [post.id, missing]) {
    const reads = [
      `/dashboard/view/${id}`,
      `/dashboard/edit/${id}`,
      `/api/posts/${id}`,
      ...["html", "md", "txt", "docx"].map((format) => `/api/posts/${id}/export/${format}`),
    ];
    for (const path of reads) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain("Owner's draft");
    }
    const save = await page.request.post(`/dashboard/edit/${id}`, {
      form: { title: "Taken over", content: "<p>Mine now</p>", keywords: "" },
      maxRedirects: 0,
    });
    expect(save.status()).toBe(404);
    const remove = await page.request.delete(`/api/posts/${id}`, { maxRedirects: 0 });
    expect(remove.status()).toBe(404);
    // The editor's draft report reads the post's context: none from someone else's post.
    const analysis = await page.request.post(`/api/posts/${id}/analysis`, {
      data: { title: "Mine", keywords: [], metaDescription: "", html: "<p>Mine now</p>" },
      maxRedirects: 0,
    });
    expect(analysis.status()).toBe(404);
  }

  const [row] = await db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, post.id));
  expect(row?.title).toBe("Owner's draft");
  expect(row?.updatedAt.getTime()).toBe(post.updatedAt.getTime());

  const zip = await page.request.post("/api/library/export");
  expect(zip.status()).toBe(200);
  const entries = unzipSync(new Uint8Array(await zip.body()));
  expect(Object.keys(entries)).toEqual(["library.json"]);
  expect(JSON.parse(strFromU8(entries["library.json"] ?? new Uint8Array()))).toEqual([]);
});
