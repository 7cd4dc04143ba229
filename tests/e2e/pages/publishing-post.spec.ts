/**
 * Publishing a post (issue 31) against a scripted WordPress and a scripted Ghost: the post view's
 * Publish dialog (now, a draft there, a schedule in the reader's time), the "Published on" panel
 * (status, link, last result, Update, Cancel schedule) read again while a publication moves, the
 * Publishing screen's list (scheduled first), the library card's "Publish…", and without any
 * connection a link to the Publishing screen; axe on the dialog and the panel.
 */
import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { insertPost } from "../../support/factories";
import { expect, routeUrl, test } from "../../support/fixtures";
import {
  type PublishingWorld,
  publishingUser,
  startPublishingWorld,
} from "../../support/publishing-page";

let world: PublishingWorld;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  world = await startPublishingWorld("publishing_post");
});

test.afterAll(async () => {
  await world?.stop();
});

/** A user with a WordPress and a Ghost connection (made through the API) and one post. */
async function writer(title: string) {
  const { wp, ghost } = world;
  const { user, call } = await publishingUser(world.app);
  for (const body of [
    {
      platform: "wordpress",
      name: "Company blog",
      siteUrl: wp.url,
      username: wp.options.username,
      secret: wp.options.password,
    },
    { platform: "ghost", name: "Newsletter", siteUrl: ghost.url, secret: ghost.key },
  ])
    expect((await call("POST", "/api/connections", body)).status).toBe(201);
  const post = await insertPost(world.app.db, user.id, {
    title,
    content: "<h2>Why</h2><p>Cold brew is smooth and sweet.</p>",
    metaDescription: "How to make cold brew at home.",
  });
  return { user, post, call };
}

const viewUrl = (id: string) =>
  `${world.app.server.url}${routeUrl("/dashboard/view/:id", { params: { id } })}`;

async function publishDialog(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Site")).toBeVisible();
  return dialog;
}

test("publish to WordPress now and to Ghost as a draft; the panel shows each", async ({ page }) => {
  const { wp, ghost } = world;
  const { user, post } = await writer("Cold brew at home");
  await world.app.signIn(page, user.token);
  await page.goto(viewUrl(post.id));
  const panel = page.locator("section, div").filter({
    has: page.getByRole("heading", { name: "Published on" }),
  });
  await expect(page.getByText("This post is not on any of your sites yet.")).toBeVisible();

  let dialog = await publishDialog(page);
  await expect(dialog).toContainText("Publish “Cold brew at home”");
  await dialog.getByLabel("Site").selectOption({ label: "Company blog (WordPress)" });
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(dialog).toBeHidden();

  const onWp = page.locator("li[data-publication]").filter({ hasText: "Company blog" });
  await expect(onWp.getByTestId("publication-status")).toHaveText("Published", {
    timeout: 30_000,
  });
  const link = onWp.getByRole("link", { name: "View on Company blog" });
  await expect(link).toHaveAttribute("href", new RegExp(`^${wp.url}/`));
  expect([...wp.posts.values()].map((p) => [p.title, p.status])).toEqual([
    ["Cold brew at home", "publish"],
  ]);
  // What was done with the SEO plugin is a note on the publication.
  await expect(onWp).toContainText("were written to Yoast SEO");

  // A draft on Ghost, the site failing once first (retried after a second).
  ghost.failNext(1, 503);
  dialog = await publishDialog(page);
  await dialog.getByLabel("Site").selectOption({ label: "Newsletter (Ghost)" });
  await dialog.getByRole("radio", { name: "Save as draft there" }).check();
  await dialog.getByRole("button", { name: "Save as draft" }).click();
  const onGhost = page.locator("li[data-publication]").filter({ hasText: "Newsletter" });
  await expect(onGhost.getByTestId("publication-status")).toHaveText("Draft on the site", {
    timeout: 30_000,
  });
  expect([...ghost.posts.values()].map((p) => [p.title, p.status])).toEqual([
    ["Cold brew at home", "draft"],
  ]);
  await expectNoSeriousViolations(page);

  // Update sends the same post again: still one post on WordPress.
  await onWp.getByRole("button", { name: /^Update/ }).click();
  await expect(onWp.getByTestId("publication-status")).toHaveText("Published", {
    timeout: 30_000,
  });
  expect(wp.creates("posts")).toBe(1);
  await expect(panel.first()).toBeVisible();
});

test("schedule in the reader's time, see it first on the Publishing screen, cancel it; a short schedule publishes", async ({
  page,
}) => {
  const { wp } = world;
  const { user, post } = await writer("Iced tea");
  const other = await insertPost(world.app.db, user.id, { title: "Lemonade" });
  await world.app.signIn(page, user.token);
  await page.goto(viewUrl(post.id));

  // Two hours ahead on the browser's clock, as the datetime-local field takes it.
  const later = await page.evaluate(() => {
    const d = new Date(Date.now() + 2 * 3600_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  let dialog = await publishDialog(page);
  await dialog.getByLabel("Site").selectOption({ label: "Company blog (WordPress)" });
  await dialog.getByRole("radio", { name: "Schedule" }).check();
  // Too soon first: the server's words under the field.
  const when = dialog.getByLabel("Date and time");
  const soon = await page.evaluate(() => {
    const d = new Date(Date.now() + 10_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  });
  await when.fill(soon);
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog.getByText("Choose a time at least a minute from now.")).toBeVisible();
  await when.fill(later);
  await expect(dialog.getByText(/In your time zone/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog).toBeHidden();
  const item = page.locator("li[data-publication]");
  await expect(item.getByTestId("publication-status")).toHaveText("Scheduled");
  const expected = await page.evaluate(
    (value) =>
      new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(value),
      ),
    later,
  );
  await expect(item).toContainText(`Scheduled for ${expected}`);
  await expectNoSeriousViolations(page);

  // Another post published now: the schedule still comes first on the Publishing screen.
  await page.goto(viewUrl(other.id));
  dialog = await publishDialog(page);
  await dialog.getByLabel("Site").selectOption({ label: "Company blog (WordPress)" });
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator("li[data-publication]").getByTestId("publication-status")).toHaveText(
    "Published",
    { timeout: 30_000 },
  );
  await page.goto(`${world.app.server.url}${routeUrl("/dashboard/publishing")}`);
  const rows = page.locator("tr[data-publication]");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Iced tea");
  await expect(rows.first()).toContainText("Scheduled");
  await expect(rows.nth(1)).toContainText("Lemonade");
  await expect(rows.nth(1).getByRole("link", { name: "Open on Company blog" })).toHaveAttribute(
    "href",
    new RegExp(`^${wp.url}/`),
  );
  await expect(rows.first().getByRole("link", { name: "Iced tea" })).toHaveAttribute(
    "href",
    `/dashboard/view/${post.id}`,
  );
  await expectNoSeriousViolations(page);
  await rows
    .first()
    .getByRole("button", { name: /Cancel schedule/ })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel schedule" }).click();
  await expect(rows.first()).toContainText("Cancelled");

  // A schedule a little over a minute ahead publishes at its time, and the panel follows.
  await page.goto(viewUrl(post.id));
  dialog = await publishDialog(page);
  await dialog.getByLabel("Site").selectOption({ label: "Company blog (WordPress)" });
  await dialog.getByRole("radio", { name: "Schedule" }).check();
  const shortly = await page.evaluate(() => {
    const d = new Date(Date.now() + 65_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  });
  await dialog.getByLabel("Date and time").fill(shortly);
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByTestId("publication-status")).toHaveText("Scheduled");
  // Its minute passes (the job's time, kept in PostgreSQL, brought forward rather than waited
  // for): the job runs, and the page, read again, shows the post published.
  await world.app.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'publish' and state = 'created'`,
  );
  await expect
    .poll(
      async () =>
        (
          await world.app.db.execute(
            sql`select count(*)::int as n from publications where status = 'published' and post_id = ${post.id}`,
          )
        ).rows[0]?.n,
      { timeout: 60_000 },
    )
    .not.toBe(0);
  await page.reload();
  await expect(item.getByTestId("publication-status")).toHaveText("Published");
  await expect(item.getByRole("link", { name: "View on Company blog" })).toBeVisible();
});

test("the library card's Publish… opens the same dialog; without a connection it links to the Publishing screen", async ({
  page,
}) => {
  const { user, post } = await writer("Hot chocolate");
  await world.app.signIn(page, user.token);
  await page.goto(`${world.app.server.url}${routeUrl("/dashboard/library")}`);
  await page.getByRole("button", { name: "Publish… “Hot chocolate”" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Publish “Hot chocolate”");
  await dialog.getByLabel("Site").selectOption({ label: "Company blog (WordPress)" });
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => [...world.wp.posts.values()].filter((p) => p.title === "Hot chocolate").length, {
      timeout: 30_000,
    })
    .toBe(1);
  // Focus is back on the card's button.
  await expect(page.getByRole("button", { name: "Publish… “Hot chocolate”" })).toBeFocused();
  expect(post.id).toBeTruthy();

  const lonely = await publishingUser(world.app);
  const own = await insertPost(world.app.db, lonely.user.id, { title: "No sites" });
  await world.app.signIn(page, lonely.user.token);
  await page.goto(viewUrl(own.id));
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("You have not connected a site yet.");
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Connect a site on the Publishing screen" }).click();
  await expect(page).toHaveURL(/\/dashboard\/publishing$/);
});
