import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { expectNoSeriousViolations } from "../../support/axe";
import { insertPost, insertUser } from "../../support/factories";
import { expect, navigate, test } from "../../support/fixtures";

const CONTENT = [
  "<h2>Why export</h2>",
  '<p>Keep a <strong>copy</strong> of <a href="https://example.com/">your work</a>.</p>',
  "<ul><li>Back up</li><li>Publish elsewhere</li></ul>",
  "<table><tr><th>Format</th><th>Use</th></tr><tr><td>Word</td><td>Editing</td></tr></table>",
].join("");

test("a post's Export menu works from the keyboard and downloads a Word file", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn({ tier: "pro" });
  const post = await insertPost(db, user.id, {
    title: "Exporting your work",
    slug: "exporting-your-work",
    content: CONTENT,
  });
  await navigate(page, "/dashboard/view/:id", { params: { id: post.id } });

  const trigger = page.getByRole("button", { name: "Export" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const items = menu.getByRole("menuitem");
  await expect(items).toHaveText(["HTML", "Markdown", "Plain text", "Word (.docx)"]);
  await expect(items.first()).toBeFocused();
  await expectNoSeriousViolations(page);

  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitem", { name: "Word (.docx)" })).toBeFocused();
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const download = await downloading;
  // The browser takes the UTF-8 name (filename*), made from the title.
  expect(download.suggestedFilename()).toBe("Exporting your work.docx");

  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const xml = strFromU8(files["word/document.xml"] ?? new Uint8Array());
  const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join("|");
  for (const expected of [
    "Exporting your work",
    "Why export",
    "copy",
    "your work",
    "Back up",
    "Publish elsewhere",
    "Format",
    "Editing",
  ]) {
    expect(text).toContain(expected);
  }
  expect(xml).not.toMatch(/<(h2|strong|li|td)>/);
});

test("the library export is a zip of the user's own posts and library.json", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  const first = await insertPost(db, user.id, { title: "First post", slug: "first-post" });
  const second = await insertPost(db, user.id, { title: "Second post", slug: "second-post" });
  const stranger = await insertUser(db);
  await insertPost(db, stranger.id, { title: "Not mine", slug: "not-mine" });

  const response = await page.request.post("/api/library/export");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/zip");
  expect(response.headers()["content-disposition"]).toMatch(
    /^attachment; filename="inkwell-library-/,
  );
  const files = unzipSync(new Uint8Array(await response.body()));
  const markdown = Object.keys(files).filter((name) => name.endsWith(".md"));
  expect(markdown).toHaveLength(2);
  expect(markdown.some((name) => name.endsWith("-first-post.md"))).toBe(true);
  expect(markdown.some((name) => name.endsWith("-second-post.md"))).toBe(true);
  const json = JSON.parse(strFromU8(files["library.json"] ?? new Uint8Array())) as { id: string }[];
  expect(json.map((p) => p.id).sort()).toEqual([first.id, second.id].sort());

  const other = await page.request.get(`/api/posts/${first.id}/export/pdf`);
  expect(other.status()).toBe(404);

  // Started by POST only: a link or an image elsewhere cannot start one.
  expect((await page.request.get("/api/library/export")).status()).toBe(405);
  // The library's button posts a form; the browser saves the answer and stays on the page.
  await navigate(page, "/dashboard/library");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export library (.zip)" }).click();
  expect((await download).suggestedFilename()).toMatch(/^inkwell-library-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page).toHaveURL(/\/dashboard\/library/);
});

test("someone else's post cannot be exported", async ({ page, signIn, db }) => {
  await signIn();
  const stranger = await insertUser(db);
  const theirs = await insertPost(db, stranger.id, { title: "Private" });
  for (const format of ["html", "md", "txt", "docx"]) {
    const response = await page.request.get(`/api/posts/${theirs.id}/export/${format}`);
    expect(response.status(), format).toBe(404);
    expect(await response.text()).not.toContain("Private");
  }
});
