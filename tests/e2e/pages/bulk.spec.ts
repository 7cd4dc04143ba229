/**
 * The Bulk screen (issue 30), on a server of its own whose model is the scripted one: a writer
 * uploads a six-row spreadsheet, sees the refused row's problem in the words of spec section 8
 * and the total cost against the credits left, runs it, watches the rows finish live (one fails:
 * the scripted model answers its topic with an error), retries the failed row, downloads the zip
 * (one Markdown file per finished row) and opens the library. axe runs on each step.
 */
import fs from "node:fs";
import { unzipSync } from "fflate";
import { expectNoSeriousViolations } from "../../support/axe";
import { expect, routeUrl, test } from "../../support/fixtures";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { type FailingModel, startFailingModel } from "../../support/scripted-failing";
import { type ScriptedServer, startScriptedServer } from "../../support/scripted-openai";
import { createUserWithSession } from "../../support/sessions";

let scripted: ScriptedServer;
let failing: FailingModel;
let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Each model answer takes a moment, as a real model's does: rows can be seen running. The
  // failing proxy in front of it fails every request about the doomed row while it is on.
  scripted = await startScriptedServer("clean", { delayMs: 300 });
  failing = await startFailingModel(scripted.url, DOOMED);
  failing.failing = false;
  app = await startScriptedApp("bulkui", { AI_BASE_URL: failing.url });
});

test.afterAll(async () => {
  await app?.stop();
  await failing?.close();
  await scripted?.close();
});

const DOOMED = "Doomed souffle recipes";
const CSV = [
  "topic,content type,title,keywords,language",
  'Cold brew at home,blog,,"coffee, cold brew",en',
  "Tea ceremonies of the world,Blog Post,,,en",
  ",blog,Just a title,,en",
  `${DOOMED},blog,,,en`,
  "Sourdough starters,blog,,,",
  "Office plants that survive,blog,,,",
].join("\n");

test("a spreadsheet uploaded, reviewed, run live; the failed row retried; the zip and the library", async ({
  page,
}) => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.signIn(page, user.token);
  await page.goto(`${app.server.url}${routeUrl("/dashboard/bulk")}`);

  // The screen, with the plan's rows per run, a template and no runs yet.
  await expect(page.getByRole("heading", { name: "Bulk", level: 1 })).toBeVisible();
  await expect(page.getByText("Your plan runs up to 200 rows at a time.")).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Workspace" });
  await expect(sidebar.getByRole("link", { name: "Bulk", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText("No bulk runs yet.")).toBeVisible();
  const template = page.getByRole("link", { name: "Download a template" });
  const href = (await template.getAttribute("href")) ?? "";
  const header = decodeURIComponent(href.replace(/^data:text\/csv;charset=utf-8,/, "")).split(
    "\r\n",
  )[0];
  for (const column of ["topic", "contentType", "title", "keywords", "audience", "language"])
    expect(header).toContain(`"${column}"`);
  for (const column of ["preset", "voice", "tone", "wordCount"])
    expect(header).toContain(`"${column}"`);
  await expectNoSeriousViolations(page);

  // Upload: the file is read here; its rows show in the text area and its name names the run.
  const form = page.getByRole("region", { name: "New bulk run" });
  await form.getByLabel("CSV file").setInputFiles({
    name: "spring-posts.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(CSV),
  });
  await expect(form.getByRole("status")).toHaveText("Read “spring-posts.csv”.");
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("spring-posts");
  await expect(form.getByRole("textbox", { name: "Rows (CSV)" })).toHaveValue(CSV);
  await form.getByRole("button", { name: "Check rows" }).click();

  // Review: each row, the refused one's problem, the counts and the cost.
  const review = page.getByRole("region", { name: "Review “spring-posts”" });
  const reviewRows = review.getByRole("table", { name: "Rows of “spring-posts”" });
  await expect(reviewRows.locator("tbody tr")).toHaveCount(6);
  await expect(reviewRows.locator("tbody tr").nth(2)).toContainText(
    "Row 4: Missing Information: Please provide a title and topic",
  );
  await expect(review).toContainText("6 rows: 5 ready, 1 refused.");
  await expect(review).toContainText(/Total cost: 5 credits, of \d+ credits left\./);
  await expectNoSeriousViolations(page);

  // Run: the scripted model fails the doomed row's generation.
  failing.failing = true;
  await review.getByRole("button", { name: "Run 5 rows" }).click();
  await expect(page).toHaveURL(/\?run=[0-9a-f-]{36}$/);
  const run = page.getByRole("region", { name: "spring-posts" });
  const rows = run.getByRole("table", { name: "Rows of “spring-posts”" });
  const status = run.getByRole("status");
  const rowOf = (n: number) =>
    rows
      .locator("tbody tr")
      .filter({ has: page.getByRole("rowheader", { name: String(n), exact: true }) });
  await expect(rowOf(4)).toContainText("Refused");
  await expectNoSeriousViolations(page);
  // Rows finish live (read every 2 s), until the run has finished.
  await expect(rowOf(2)).toContainText("Finished", { timeout: 120_000 });
  await expect(status).toContainText("The run has finished.", { timeout: 180_000 });
  await expect(status).toContainText("5 of 5 done: 4 finished, 1 failed");
  await expect(rowOf(5)).toContainText("Failed");
  await expect(rowOf(3)).toContainText("Finished");
  await expect(rows.getByRole("link", { name: /^Open the post of row/ })).toHaveCount(4);
  await expectNoSeriousViolations(page);

  // Retry: the model answers now; the failed row runs again and finishes.
  failing.failing = false;
  await run.getByRole("button", { name: "Retry 1 failed row" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "1 row is running again." }),
  ).toBeVisible();
  await expect(status).toContainText("5 of 5 done: 5 finished, 0 failed", { timeout: 120_000 });
  await expect(status).toContainText("The run has finished.");
  await expect(run.getByRole("button", { name: /Retry/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The zip: one Markdown file per finished row.
  const downloading = page.waitForEvent("download");
  await run.getByRole("link", { name: "Download zip" }).click();
  const download = await downloading;
  const bytes = new Uint8Array(fs.readFileSync(await download.path()));
  expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const entries = Object.keys(unzipSync(bytes));
  expect(entries.filter((name) => name.endsWith(".md"))).toHaveLength(5);

  // A finished row opens its post; the run's posts are in the library.
  await rows.getByRole("link", { name: "Open the post of row 2: Cold brew at home" }).click();
  await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/);
  await page.goBack();
  await run.getByRole("link", { name: "Open in library" }).click();
  await expect(page).toHaveURL(/\/dashboard\/library$/);
  await expect(page.getByText("Cold brew at home").first()).toBeVisible();

  // The past runs list the run; it opens again from there.
  await page.goto(`${app.server.url}${routeUrl("/dashboard/bulk")}`);
  const past = page.getByRole("table", { name: "Your bulk runs, newest first" });
  await expect(past.getByRole("row").nth(1)).toContainText("5 of 5 finished");
  await past.getByRole("link", { name: "Open the run “spring-posts”" }).click();
  await expect(
    page.getByRole("region", { name: "spring-posts" }).getByRole("status"),
  ).toContainText("The run has finished.");
  await expectNoSeriousViolations(page);
});

test("the rows not started are cancelled after a confirm that says their credits are released", async ({
  page,
}) => {
  // The free plan runs one row at a time: while the first runs, the other two wait.
  const user = await createUserWithSession(app.db, { tier: "free" });
  await app.signIn(page, user.token);
  await page.goto(`${app.server.url}${routeUrl("/dashboard/bulk")}`);
  const form = page.getByRole("region", { name: "New bulk run" });
  await form.getByRole("textbox", { name: "Name" }).fill("Three teas");
  await form
    .getByRole("textbox", { name: "Rows (CSV)" })
    .fill(["topic", "Green tea", "Black tea", "White tea"].join("\n"));
  await form.getByRole("button", { name: "Check rows" }).click();
  const review = page.getByRole("region", { name: "Review “Three teas”" });
  await expect(review).toContainText("Total cost: 3 credits, of 3 credits left.");
  await review.getByRole("button", { name: "Run 3 rows" }).click();

  const run = page.getByRole("region", { name: "Three teas" });
  await run.getByRole("button", { name: "Cancel the rest" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel the rows not started?" });
  await expect(dialog).toContainText("2 rows have not started yet.");
  await expect(dialog).toContainText("are released");
  await expect(dialog.getByRole("button", { name: "Keep running" })).toBeFocused();
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Cancel the rest" }).click();
  await expect(
    page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "2 rows cancelled; their credits are released." }),
  ).toBeVisible();
  const rows = run.getByRole("table", { name: "Rows of “Three teas”" });
  await expect(rows.locator("tbody tr").filter({ hasText: "Cancelled" })).toHaveCount(2);
  await expect(run.getByRole("status")).toContainText(/The run (has finished|was cancelled)\./, {
    timeout: 120_000,
  });
  await expect(run.getByRole("button", { name: "Cancel the rest" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
