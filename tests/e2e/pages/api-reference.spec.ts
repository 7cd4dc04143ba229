/**
 * The public API's reference (/documentation/api, issue 30): reached from the Documentation page,
 * the OpenAPI document rendered by Swagger UI served from this site (no other origin is asked
 * for anything), under the app's Content-Security-Policy without a violation, and accessible.
 */
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../../support/axe";

type Violation = { directive: string; blocked: string };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { cspViolations: unknown[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI }),
    );
  });
});

test("the Documentation page leads to the reference, which renders every operation from this site", async ({
  page,
  baseURL,
}) => {
  const origins = new Set<string>();
  page.on("request", (request) => origins.add(new URL(request.url()).origin));
  await page.goto("/documentation");
  await page.getByRole("link", { name: "Read the API reference" }).click();
  await expect(page).toHaveURL(/\/documentation\/api$/);
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();

  // The renderer lists the operations of the document, with their scope and the key's scheme.
  const document = await (await page.request.get("/api/v1/openapi.json")).json();
  const reference = page.locator("#api-reference");
  await expect(reference.locator(".opblock").first()).toBeVisible();
  const operations = Object.values(document.paths as Record<string, object>).flatMap((p) =>
    Object.keys(p),
  );
  await expect(reference.locator(".opblock")).toHaveCount(operations.length);
  await expect(reference.getByText("/api/v1/generations/{id}").first()).toBeVisible();
  await expect(reference.getByRole("button", { name: /authorize/i }).first()).toBeVisible();

  // The curl calls and the typed client example are on the page to read.
  await expect(page.getByRole("region", { name: "With curl" })).toContainText(
    "Idempotency-Key: $(uuidgen)",
  );
  await expect(page.getByRole("region", { name: "A typed client in TypeScript" })).toContainText(
    'inkwell.POST("/api/v1/generations"',
  );

  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations),
  ).toEqual([]);
  expect([...origins]).toEqual([new URL(baseURL ?? "").origin]);
  await expectNoSeriousViolations(page);
});

test("opening an operation shows its key scope, Idempotency-Key and error answers, accessibly", async ({
  page,
}) => {
  await page.goto("/documentation/api");
  const start = page.locator("#operations-generations-startGeneration");
  await start.locator(".opblock-summary-control").click();
  await expect(start.getByText("Idempotency-Key").first()).toBeVisible();
  await expect(start.getByText("`generate`").or(start.getByText("generate scope"))).toHaveCount(1);
  await expect(start.locator(".responses-table").getByText("429").first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
