import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { schema } from "@server/db";
import { expectNoSeriousViolations } from "../../support/axe";
import { expect, navigate, test, toast } from "../../support/fixtures";
import { insertContent } from "../../support/site-content";

const videoId = () => `dv${randomBytes(4).toString("hex")}`;
const embedOf = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

/** The video iframes of an article as the next visitor gets it (the cache empties on the notice). */
async function videosOf(page: Page, slug: string): Promise<string[]> {
  await page.goto(`/blog/${slug}`);
  return page
    .locator("main iframe")
    .evaluateAll((frames) => frames.map((frame) => frame.getAttribute("src") ?? ""));
}

// The default video is one setting of the whole site: these steps run in order, and leave it unset.
test.describe.configure({ mode: "serial" });

test.afterAll(async ({ db }) => {
  await db.delete(schema.siteSettings);
});

test("an admin's default video shows on articles without their own, and cleared shows none (issue 25)", async ({
  page,
  signIn,
  db,
}) => {
  const plain = await insertContent(db, { contentType: "help_article" });
  const ownId = videoId();
  const own = await insertContent(db, {
    contentType: "demo_video",
    videoUrl: `https://youtu.be/${ownId}`,
  });
  const defaultId = videoId();

  await signIn({ roles: ["admin"] });
  await navigate(page, "/dashboard/admin/content");
  const form = page.getByRole("region", { name: "Default article video" });
  const field = form.getByLabel("Default video URL");
  await expect(field).toHaveValue("");
  await expect(form.getByRole("button", { name: "Remove default video" })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Another host is refused beside the field, as an article's own video is; nothing is stored.
  await field.fill("https://videos.example/demo.mp4");
  await form.getByRole("button", { name: "Save video" }).click();
  await expect(form.getByText("Video URL must be a YouTube or Vimeo link")).toBeVisible();
  expect(await db.select().from(schema.siteSettings)).toEqual([]);

  await field.fill(`https://www.youtube.com/watch?v=${defaultId}`);
  await form.getByRole("button", { name: "Save video" }).click();
  await expect(toast(page, "Default video saved")).toBeVisible();
  await expect(form.getByRole("button", { name: "Remove default video" })).toBeVisible();

  await expect(async () => {
    expect(await videosOf(page, plain.slug)).toEqual([embedOf(defaultId)]);
  }).toPass();
  await expect(page.getByRole("heading", { name: "Demo video" })).toBeVisible();
  await expect(page.locator("main iframe")).toHaveAttribute("title", "Inkwell demo video");
  // An article with a video of its own keeps it.
  expect(await videosOf(page, own.slug)).toEqual([embedOf(ownId)]);

  await navigate(page, "/dashboard/admin/content");
  await expect(form.getByLabel("Default video URL")).toHaveValue(
    `https://www.youtube.com/watch?v=${defaultId}`,
  );
  await form.getByRole("button", { name: "Remove default video" }).click();
  await expect(toast(page, "Default video removed")).toBeVisible();
  await expect(async () => {
    expect(await videosOf(page, plain.slug)).toEqual([]);
  }).toPass();
  await expect(page.getByRole("heading", { name: "Demo video" })).toHaveCount(0);
  expect(await videosOf(page, own.slug)).toEqual([embedOf(ownId)]);
});
