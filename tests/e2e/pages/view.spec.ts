import { analyzeContent } from "@domain/analysis";
import { htmlToCopyText } from "@domain/text";
import { expectNoSeriousViolations } from "../../support/axe";
import { lastCopied, trackClipboard } from "../../support/clipboard";
import { insertPost } from "../../support/factories";
import { expect, navigate, test } from "../../support/fixtures";

const CONTENT =
  "<h2>Why plan?</h2><p>A calendar keeps a team on one rhythm.</p><ul><li>Pick themes</li><li>Set dates</li></ul><p>Review it monthly.</p>";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("the view shows the post, its summary with copy buttons, the HTML switch and the analysis", async ({
  page,
  signIn,
  db,
}) => {
  await trackClipboard(page);
  const user = await signIn({ tier: "pro" });
  const fields = {
    title: "Plan a content calendar",
    content: CONTENT,
    keywords: ["content calendar", "planning", "editorial"],
    metaDescription: "How a content calendar keeps a small team publishing on rhythm.",
    slug: "plan-a-content-calendar",
  };
  const post = await insertPost(db, user.id, {
    ...fields,
    description: "A short guide for small teams.",
    synopsis: "Plan themes, set dates, review monthly.",
    abstract: "Calendars give teams rhythm.",
    tone: "friendly",
    audience: "marketers",
    wordCount: 20,
    analysis: analyzeContent({
      html: CONTENT,
      title: fields.title,
      metaDescription: fields.metaDescription,
      slug: fields.slug,
      keywords: fields.keywords,
      contentType: "blog",
      language: "en",
    }),
  });
  await navigate(page, "/dashboard/view/:id", { params: { id: post.id } });

  await expect(page.getByRole("heading", { level: 1, name: fields.title })).toBeVisible();
  const workspace = page.getByRole("navigation", { name: "Workspace" });
  await expect(workspace.getByRole("link", { name: "Library" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText("A short guide for small teams.")).toBeVisible();
  await expect(page.getByText("friendly")).toBeVisible();
  await expect(page.getByText("marketers")).toBeVisible();
  await expect(page.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText(/· 20 words$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Content analysis" })).toBeVisible();
  await expect(page.getByRole("meter", { name: "Overall" })).toBeVisible();
  // The checks are message keys, rendered in the reader's language.
  await expect(page.getByText(/The title has \d+ characters/)).toBeVisible();
  await expect(page.getByText("Caption")).toHaveCount(0);

  await page.getByRole("button", { name: "Copy Content" }).click();
  await expect(page.getByText("Content Copied")).toBeVisible();
  expect(await lastCopied(page)).toBe(htmlToCopyText(CONTENT));

  await page.getByRole("button", { name: "Copy Meta description" }).click();
  await expect.poll(() => lastCopied(page)).toBe(fields.metaDescription);

  await page.getByRole("switch", { name: "HTML Format" }).click();
  await expect(page.getByTestId("post-html")).toContainText("<h2>Why plan?</h2>");
  await page.getByRole("button", { name: "Copy Content" }).click();
  await expect.poll(() => lastCopied(page)).toBe(CONTENT);

  await expectNoSeriousViolations(page);

  await page.getByRole("link", { name: "Edit Post" }).click();
  await expect(page).toHaveURL(`/dashboard/edit/${post.id}`);
});

test("social posts show caption and hashtags; blank content copies nothing", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  const post = await insertPost(db, user.id, {
    contentType: "social",
    title: "Spring menu",
    content: "<p> </p>",
    wordCount: 0,
    caption: "Three new drinks are here.",
    hashtags: ["#coffee", "#spring"],
  });
  await navigate(page, "/dashboard/view/:id", { params: { id: post.id } });
  await expect(page.getByText("Three new drinks are here.")).toBeVisible();
  await expect(page.getByText("#coffee #spring")).toBeVisible();
  await page.getByRole("button", { name: "Copy Content" }).click();
  await expect(page.getByText("There's no content available to copy.")).toBeVisible();
});

test("the type badge and the tone and audience show their labels, not stored values", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  const post = await insertPost(db, user.id, {
    contentType: "help",
    title: "Reset your password",
    tone: "clear",
    audience: "end-user",
  });
  await navigate(page, "/dashboard/view/:id", { params: { id: post.id } });
  await expect(page.getByText("Help Article", { exact: true })).toBeVisible();
  const details = page.locator("header dl");
  await expect(details).toContainText("Tone:Clear");
  await expect(details).toContainText("Audience:End Users");
  await expect(details).not.toContainText("end-user");
});

test("someone else's post, or a missing one, is 'Blog post not found'", async ({
  page,
  signIn,
  db,
}) => {
  const owner = await signIn();
  const post = await insertPost(db, owner.id, { title: "Private notes" });
  await page.context().clearCookies();
  await signIn();
  const response = await navigate(page, "/dashboard/view/:id", { params: { id: post.id } });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Blog post not found" })).toBeVisible();
  await expect(page.getByText("Private notes")).toHaveCount(0);
  const malformed = await navigate(page, "/dashboard/view/:id", { params: { id: "not-a-uuid" } });
  expect(malformed?.status()).toBe(404);
});
