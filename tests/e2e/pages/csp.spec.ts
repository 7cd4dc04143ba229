import type { Page } from "@playwright/test";
import { schema } from "@server/db";
import { SERVER_STYLE_ATTRIBUTES } from "@server/http/security";
import { insertPost } from "../../support/factories";
import { expect, navigate, test, toast } from "../../support/fixtures";

type Violation = { directive: string; blocked: string; sample: string; source: string };

// Every `securitypolicyviolation` the page reports, kept on window from before the first script.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { cspViolations: unknown[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);

/** The page's HTML as the server sent it: only the style attributes the policy allows by hash. */
async function expectNoStyleAttributes(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const values = [...html.matchAll(/<[^>]+?\sstyle="([^"]*)"/g)].map((match) => match[1]);
  for (const value of values) expect(SERVER_STYLE_ATTRIBUTES).toContain(value);
}

test.describe("the content security policy without 'unsafe-inline' styles", () => {
  test("is what the server sends: styles by nonce or hash, no inline style attributes", async ({
    page,
  }) => {
    const response = await page.request.get("/");
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/style-src 'self' 'nonce-[^']+' 'sha256-[^']+' 'sha256-[^']+';/);
    expect(policy).toMatch(/style-src-attr 'unsafe-hashes'( 'sha256-[^']+'){5};/);
    expect(policy).not.toContain("unsafe-inline");
  });

  test("the landing page reports no violation", async ({ page }) => {
    await expectNoStyleAttributes(page, "/");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
  });

  test("the dashboard, its account menu, a dialog and a toast report no violation", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "free" });
    await db.insert(schema.userUsage).values({
      userId: user.id,
      monthYear: new Date().toISOString().slice(0, 7),
      generationsUsed: "3",
    });
    await expectNoStyleAttributes(page, "/dashboard/create");
    await navigate(page, "/dashboard/create");
    // A Radix dropdown, placed by its popper (styles set from script).
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(page.locator("[data-radix-popper-content-wrapper]")).toHaveCSS(
      "position",
      "fixed",
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    // A toast (sonner's own <style>, by its hash) and the pricing dialog (Radix, scroll lock).
    await page.getByLabel("Title").first().fill("A title");
    await page.getByLabel("Topic").first().fill("A topic");
    await page.getByRole("button", { name: "Generate Blog Post" }).click();
    await expect(toast(page, "Usage Limit Reached")).toBeVisible();
    await expect(page.locator("[data-sonner-toaster]")).toHaveCSS("position", "fixed");
    await expect(page.getByRole("dialog", { name: "Choose your plan" })).toBeVisible();
    // The dialog locks scrolling with a <style> element of its own (the nonce, via get-nonce).
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    expect(await violations(page)).toEqual([]);
  });

  test("the editor (Tiptap) reports no violation while typing", async ({ page, signIn, db }) => {
    const user = await signIn({ tier: "pro" });
    const post = await insertPost(db, user.id, {
      title: "CSP",
      content: "<h2>Heading</h2><p>Words.</p>",
    });
    await expectNoStyleAttributes(page, `/dashboard/edit/${post.id}`);
    await navigate(page, "/dashboard/edit/:id", { params: { id: post.id } });
    const body = page.getByRole("textbox", { name: "Content" });
    await body.click();
    await page.keyboard.type(" More words.");
    await expect(body).toContainText("More words.");
    // Tiptap's own CSS applies (its <style> carries the nonce).
    await expect(body).toHaveCSS("font-variant-ligatures", "none");
    expect(await violations(page)).toEqual([]);
  });

  test("every page's HTML carries only the style attributes allowed by hash", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "elite", roles: ["admin"] });
    const post = await insertPost(db, user.id, { title: "CSP", content: "<p>Words.</p>" });
    const screens = [
      "/dashboard/profile",
      "/dashboard/ideas",
      "/dashboard/create",
      "/dashboard/presets",
      "/dashboard/library",
      "/dashboard/admin/content",
      "/dashboard/admin/seo",
      "/dashboard/admin/messages",
      "/dashboard/admin/users",
    ];
    for (const path of [
      "/",
      "/blog",
      "/about",
      "/contact",
      "/auth",
      ...screens,
      `/dashboard/view/${post.id}`,
      `/dashboard/edit/${post.id}`,
    ])
      await expectNoStyleAttributes(page, path);
  });
});
