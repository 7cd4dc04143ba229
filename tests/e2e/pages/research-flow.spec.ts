/**
 * Issue 27 "Done when": a writer goes from three sources to a cited, fact-checked piece in the
 * browser, on a server of its own whose model is the scripted one and whose fetcher may reach the
 * tests' local web server. A web page, a file and pasted text are added on the Create screen, the
 * research brief is built beside the form, the piece is generated with them, a citation opens its
 * passage in the view, the sentence whose invented reference was removed is flagged in the
 * editor, and Check facts runs the fact check again. axe runs on each screen.
 */
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { expect, routeUrl, test } from "../../support/fixtures";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession } from "../../support/sessions";
import { makePdf } from "../../support/source-files";
import { type SourceServer, startSourceServer } from "../../support/source-server";

let app: ScriptedApp;
let site: SourceServer;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSourceServer();
  app = await startScriptedApp("research", { INKWELL_FETCH_ALLOW_HOSTS: site.host });
});

test.afterAll(async () => {
  await app?.stop();
  await site?.close();
});

const PASTED = [
  "Cold brew concentrate is diluted with one part water to one part concentrate before serving.",
  "Most cafés serve cold brew over ice within ten days of brewing it.",
].join(" ");

test("three sources, a brief, a cited piece, a flagged sentence and a fact check", async ({
  page,
}) => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.signIn(page, user.token);
  // The model also cites a passage it was never given: the reference is removed and flagged.
  app.scripted.invent = true;
  await page.goto(`${app.server.url}${routeUrl("/dashboard/create")}`);
  const panel = page.getByRole("group", { name: "Sources" });

  // 1. A web page, a file and pasted text.
  await panel.getByRole("tab", { name: "Web address" }).click();
  await panel.getByRole("textbox", { name: "Web address" }).fill(`${site.url}/article.html`);
  await panel.getByRole("button", { name: "Add page" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Added" })).toHaveText(
    "Added “Cold brew facts”.",
    { timeout: 30_000 },
  );
  await panel.getByRole("tab", { name: "File" }).click();
  await panel
    .getByRole("tabpanel", { name: "File" })
    .getByLabel("File")
    .setInputFiles({
      name: "espresso.pdf",
      mimeType: "application/pdf",
      buffer: makePdf(
        [["Cold brew coffee uses coarse grounds steeped for 18 hours in the test kitchen."]],
        "Brewing notes",
      ),
    });
  await panel.getByRole("button", { name: "Upload file" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Added" })).toHaveText(
    "Added “Brewing notes”.",
  );
  await panel.getByRole("tab", { name: "Paste text" }).click();
  await panel.getByRole("textbox", { name: "Title (optional)" }).fill("Serving cold brew");
  await panel.getByRole("textbox", { name: "Text", exact: true }).fill(PASTED);
  await panel.getByRole("button", { name: "Add text" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Added" })).toHaveText(
    "Added “Serving cold brew”.",
  );
  await expect(panel.getByRole("list", { name: "Your sources" }).getByRole("listitem")).toHaveCount(
    3,
  );

  // 2. The research brief, beside the form, before generating.
  await page.getByLabel("Title").first().fill("Cold brew at home");
  await page.getByLabel("Topic").first().fill("cold brew coffee");
  await panel.getByRole("button", { name: "Build research brief" }).click();
  const brief = page.getByRole("region", { name: "Research brief" });
  await expect(brief.getByRole("heading", { name: "Topics and heading ideas" })).toBeVisible({
    timeout: 60_000,
  });
  await expectNoSeriousViolations(page);

  // 3. Generate with the three sources.
  await page.getByRole("combobox", { name: "Word Count" }).click();
  await page.getByRole("option", { name: "Short (500 words)" }).click();
  await page.getByRole("button", { name: "Generate Blog Post" }).click();
  await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/, { timeout: 90_000 });
  const postId = page.url().split("/").at(-1) ?? "";
  const [post] = await app.db
    .select()
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, postId));
  expect(post?.sourceIds).toHaveLength(3);
  expect(post?.citations.length).toBeGreaterThan(0);
  expect(post?.evidence?.withSources).toBe(true);
  expect(post?.evidence?.claims.some((claim) => claim.flag === "invented")).toBe(true);

  // 4. A citation opens its passage and the source.
  const first = post?.citations[0];
  const reference = page.getByRole("button", { name: `Source 1: ${first?.title}` }).first();
  await reference.click();
  const dialog = page.getByRole("dialog", { name: `[1] ${first?.title}` });
  await expect(dialog).toContainText(first?.passages[0]?.text.slice(0, 40) ?? "-");
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(reference).toBeFocused();
  await expect(page.getByRole("heading", { name: "Sources", level: 2 })).toBeVisible();

  // 5. The editor flags the sentence whose invented reference was removed.
  await page.goto(
    `${app.server.url}${routeUrl("/dashboard/edit/:id", { params: { id: postId } })}`,
  );
  const flagged = page.locator(".evidence-badge", { hasText: "Flagged" });
  await expect(flagged.first()).toBeVisible();
  // The brief the piece was planned from is beside the editor, its meter following the body.
  const kept = page.getByRole("region", { name: "Research brief" });
  await expect(kept.getByRole("heading", { name: "Topics and heading ideas" })).toBeVisible();
  await expect(kept.getByRole("meter")).toBeVisible();
  await expectNoSeriousViolations(page);

  // 6. Check facts runs the check again (half a credit) and the marks are drawn anew.
  const evidence = page.getByRole("region", { name: "Evidence" });
  await expect(evidence).toContainText("Costs ½ credit.");
  const checkedBefore = post?.evidence?.checkedAt;
  await evidence.getByRole("button", { name: "Check facts" }).click();
  await expect
    .poll(
      async () => {
        const [row] = await app.db
          .select({ evidence: schema.blogPosts.evidence })
          .from(schema.blogPosts)
          .where(eq(schema.blogPosts.id, postId));
        return row?.evidence?.checkedAt !== checkedBefore;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await expect(page.locator(".evidence-badge").first()).toBeVisible();
  const [checks] = await app.db
    .select()
    .from(schema.factChecks)
    .where(eq(schema.factChecks.postId, postId));
  expect(checks?.status).toBe("succeeded");
  expect(checks?.credit).toBe("0.5");
});

test("a preset keeps the sources chosen for it", async ({ page }) => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.signIn(page, user.token);
  const cookie = (await page.context().cookies(app.server.url))
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
  const ids: string[] = [];
  for (const title of ["Roasting notes", "Grinding notes"]) {
    const response = await fetch(`${app.server.url}/api/sources`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ kind: "text", title, text: `${title}: coffee facts for a preset.` }),
    });
    expect(response.status).toBe(201);
    ids.push(((await response.json()) as { source: { id: string } }).source.id);
  }
  await page.goto(`${app.server.url}${routeUrl("/dashboard/presets")}`);
  await page.getByRole("button", { name: "Create Preset" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Preset" });
  await dialog.getByLabel("Preset Name").fill("Coffee with sources");
  await dialog.getByRole("tab", { name: "Sources" }).click();
  await dialog.getByRole("checkbox", { name: "Roasting notes" }).check();
  await dialog.getByRole("checkbox", { name: "Grinding notes" }).check();
  await expect(dialog).toContainText("Chosen: 2 of 10");
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Create Preset" }).click();
  await expect(dialog).toBeHidden();
  const [preset] = await app.db
    .select()
    .from(schema.presets)
    .where(eq(schema.presets.userId, user.id));
  const kept = (preset?.settings ?? {}) as { sourceIds?: string[] };
  expect(kept.sourceIds?.slice().sort()).toEqual(ids.slice().sort());
});
