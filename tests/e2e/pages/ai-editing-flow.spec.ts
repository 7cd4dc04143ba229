/**
 * Issue 28's "Done when", in one browser session on a server whose model is the scripted one: a
 * writer generates a post, edits it with the model (a selection rewritten, each change reviewed),
 * fixes two failing report checks with one click each, saves, and restores an earlier version
 * from the history (a new version; nothing overwritten).
 */
import { schema } from "@server/db";
import { asc, eq } from "drizzle-orm";
import { expect, routeUrl, test } from "../../support/fixtures";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession } from "../../support/sessions";

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("ai_flow");
});

test.afterAll(async () => {
  await app?.stop();
});

async function generatedPost(page: import("@playwright/test").Page): Promise<string> {
  const url = (path: string) => `${app.server.url}${path}`;
  const started = await page.request.post(url("/api/generations"), {
    data: {
      contentType: "blog",
      title: "Composting for beginners",
      topic: "How to start a compost heap at home",
      keywords: "compost",
      language: "en",
    },
  });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  let postId: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(url(`/api/generations/${id}`));
        const body = (await answer.json()) as { status: string; postId: string | null };
        postId = body.postId;
        return body.status;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe("succeeded");
  if (!postId) throw new Error("the generation made no post");
  return postId;
}

test("generate, edit with the model and review each change, fix two checks, restore", async ({
  page,
}) => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.signIn(page, user.token);
  const postId = await generatedPost(page);
  const versions = () =>
    app.db
      .select({ number: schema.postVersions.number, kind: schema.postVersions.kind })
      .from(schema.postVersions)
      .where(eq(schema.postVersions.postId, postId))
      .orderBy(asc(schema.postVersions.number));
  // The generation wrote version 1.
  expect(await versions()).toEqual([{ number: 1, kind: "generation" }]);
  const [generated] = await app.db
    .select({ content: schema.blogPosts.content })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, postId));
  // Two faults the report can have a model fix: no meta description, and an opening paragraph
  // that does not name the keyword (the writer cleared one and wrote the other).
  const intro = "Kitchen scraps and garden waste do not have to leave your home in a bin bag.";
  await app.db
    .update(schema.blogPosts)
    .set({
      metaDescription: null,
      content: `<p>${intro}</p>${generated?.content ?? ""}`,
    })
    .where(eq(schema.blogPosts.id, postId));

  await page.goto(
    `${app.server.url}${routeUrl("/dashboard/edit/:id", { params: { id: postId } })}`,
  );
  const body = page.getByRole("textbox", { name: "Content" });
  await expect(page.getByRole("button", { name: "AI edit" })).toBeVisible();

  // 1. A selection rewritten by the model, each change reviewed: one accepted, one rejected.
  app.scripted.plantedEdit = "Food scraps and garden waste need not leave your home in a bin bag.";
  // The whole opening paragraph selected (it wraps in the editor's column, so not by line keys).
  await body.getByText(intro).click();
  await body.evaluate((root) => {
    const range = document.createRange();
    range.selectNodeContents(root.querySelector("p") as Node);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  });
  await page.getByRole("button", { name: "AI edit" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Rewrite" }).click();
  const bar = page.getByRole("region", { name: "AI suggestions" });
  await expect(bar).toContainText("Change 1 of 3: replaces “Kitchen” with “Food”", {
    timeout: 60_000,
  });
  await bar.getByRole("button", { name: "Accept", exact: true }).click();
  // Each change after it decided on its own: rejected.
  for (const left of [2, 1]) {
    await expect(bar).toContainText(`Change 1 of ${left}`);
    await bar.getByRole("button", { name: "Reject", exact: true }).click();
  }
  await expect(bar).toBeHidden();
  await expect(body.locator("ins, del")).toHaveCount(0);
  app.scripted.plantedEdit = null;
  await expect(body).toContainText("Food scraps and garden waste do not have to leave");

  // 2. Two failing checks fixed with one click each, through the scripted model.
  const report = page.getByRole("region", { name: "Report" });
  const outcome = report.getByRole("status");
  await report.getByRole("button", { name: "Fix: keyword in the introduction" }).click();
  await bar.getByRole("button", { name: "Accept all" }).click({ timeout: 60_000 });
  await expect(outcome).toHaveText("Fixed: keyword in the introduction now passes.", {
    timeout: 20_000,
  });
  await report.getByRole("button", { name: "Fix: meta description length" }).click();
  await page
    .getByRole("region", { name: "Suggested meta description" })
    .getByRole("button", { name: "Accept" })
    .click({ timeout: 60_000 });
  await expect(outcome).toHaveText("Fixed: meta description length now passes.", {
    timeout: 20_000,
  });

  // 3. Saved: a version made by the writer with the AI's accepted changes.
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/view/${postId}$`));
  expect((await versions()).map((v) => v.kind)).toEqual(["generation", "ai"]);

  // 4. The generated version restored from the history: a new version, nothing overwritten.
  await page.goto(
    `${app.server.url}${routeUrl("/dashboard/edit/:id", { params: { id: postId } })}`,
  );
  const panel = page.getByTestId("history-panel");
  await panel.getByRole("button", { name: "Restore version 1" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
  await expect(body).not.toContainText("Food scraps");
  expect((await versions()).map((v) => v.kind)).toEqual(["generation", "ai", "restore"]);
  const [restored] = await app.db
    .select({ content: schema.blogPosts.content, meta: schema.blogPosts.metaDescription })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, postId));
  expect(restored?.content).toBe(generated?.content);
});
