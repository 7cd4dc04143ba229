/**
 * Internal links (issue 31 part 3): the editor's Links panel suggests a link to another coffee
 * post, inserts it as a tracked change the writer accepts, and the saved body has the link; the
 * Library's link report lists a planted orphan. Axe on both.
 */
import { postAddress } from "@domain/links";
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { insertPost } from "../../support/factories";
import { expect, navigate, test } from "../../support/fixtures";

test("a suggested link is inserted, accepted and saved", async ({ page, signIn, db }) => {
  const user = await signIn();
  const target = await insertPost(db, user.id, {
    title: "Cold brew coffee at home",
    keywords: ["cold brew coffee"],
    topic: "Coffee",
    content: "<p>Cold brew takes a night of steeping.</p>",
  });
  const post = await insertPost(db, user.id, {
    title: "How to pull an espresso shot",
    keywords: ["espresso shot"],
    topic: "Coffee",
    content: "<p>Some prefer cold brew coffee in summer. The espresso shot needs pressure.</p>",
  });
  await navigate(page, "/dashboard/edit/:id", { params: { id: post.id } });
  const panel = page.getByTestId("links-panel");
  await expect(panel.getByRole("heading", { name: "Internal links" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Cold brew coffee at home" })).toBeVisible();
  await expectNoSeriousViolations(page);

  const insert = panel.getByRole("button", {
    name: "Insert a link to “Cold brew coffee at home” on “cold brew coffee”",
  });
  await insert.focus();
  await page.keyboard.press("Enter");
  const body = page.getByRole("textbox", { name: "Content" });
  await expect(body.locator(`a[href="${postAddress(target.id)}"] ins`)).toHaveText(
    "cold brew coffee",
  );
  await expect(body.locator("del")).toHaveText("cold brew coffee");
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(body.locator("ins, del")).toHaveCount(0);
  await expect(body.locator(`a[href="${postAddress(target.id)}"]`)).toHaveText("cold brew coffee");
  await expect(panel.getByRole("status").filter({ hasText: "Linked." })).toBeVisible();

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(`/dashboard/view/${post.id}`);
  const [saved] = await db
    .select({ content: schema.blogPosts.content })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, post.id));
  expect(saved?.content).toContain(`href="${postAddress(target.id)}"`);
  expect(saved?.content).toContain(">cold brew coffee</a> in summer.");
  expect(saved?.content).not.toContain("<ins");
});

test("the library's link report lists a planted orphan", async ({ page, signIn, db }) => {
  const user = await signIn();
  const linked = await insertPost(db, user.id, {
    title: "Compost for beginners",
    keywords: ["compost bin"],
  });
  await insertPost(db, user.id, {
    title: "Growing tomatoes in pots",
    keywords: ["growing tomatoes"],
    content: `<p>Feed them with <a href="${postAddress(linked.id)}">compost</a>.</p>`,
  });
  await navigate(page, "/dashboard/library");
  const show = page.getByRole("button", { name: "Show link report" });
  await show.focus();
  await page.keyboard.press("Enter");
  const report = page.getByRole("region", { name: "Link report" });
  await expect(report.getByRole("heading", { name: "Orphan posts: 1" })).toBeVisible();
  await expect(report.getByRole("link", { name: "Growing tomatoes in pots" })).toHaveAttribute(
    "href",
    /\/dashboard\/edit\//,
  );
  await expect(report.getByRole("heading", { name: "Competing posts: 0" })).toBeVisible();
  await expectNoSeriousViolations(page);
});
