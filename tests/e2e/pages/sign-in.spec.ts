import { expect, navigate, test } from "../../support/fixtures";
import { signInLocally, uniqueEmail } from "../../support/local-sign-in";

test.describe("sign-in through the local OpenID provider", () => {
  test("the dashboard sends a visitor to /auth, and sign-in brings them back to it", async ({
    page,
  }) => {
    await navigate(page, "/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
    await expect(
      page.getByText("Local sign-in: this copy of Inkwell has no Google credentials"),
    ).toBeVisible();

    const email = uniqueEmail("ada");
    await signInLocally(page, email, "Ada Lovelace");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();

    // A signed-in visitor of /auth goes straight on.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole("button", { name: `Account menu for ${email}` }).click();
    await expect(page.getByRole("menu")).toContainText("Free plan");
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    await navigate(page, "/dashboard");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("the local sign-in form refuses a bad address in the browser and from the server, and says when it expired", async ({
    page,
    browser,
  }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByRole("heading", { name: "Local sign-in" })).toBeVisible();
    await page.getByLabel("E-mail address").fill("not-an-address");
    await page.getByLabel("Name").fill("Ada");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");

    // Without JavaScript the server's reply (docs/forms.md) says the same, with what was typed.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto("/auth");
    await bare.getByRole("button", { name: "Continue with Google" }).click();
    await expect(bare.getByRole("heading", { name: "Local sign-in" })).toBeVisible();
    await bare.getByLabel("E-mail address").fill("not-an-address");
    await bare.getByLabel("Name").fill("Ada");
    const refused = bare.waitForResponse((r) => r.request().method() === "POST");
    await bare.getByRole("button", { name: "Sign in" }).click();
    expect((await refused).status()).toBe(400);
    await expect(bare.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(bare.getByLabel("Name")).toHaveValue("Ada");
    // Its interaction gone (the provider's cookie), the form's error says it has expired.
    await context.clearCookies();
    await bare.getByLabel("E-mail address").fill(uniqueEmail("expired"));
    const expired = bare.waitForResponse((r) => r.request().method() === "POST");
    await bare.getByRole("button", { name: "Sign in" }).click();
    expect((await expired).status()).toBe(400);
    await expect(bare.getByText("This sign-in has expired. Please start again.")).toBeVisible();
    await context.close();
  });

  test("keeps where the user was going, and never redirects off-site", async ({ page }) => {
    await navigate(page, "/dashboard", { search: { tab: "profile" } });
    await expect(page).toHaveURL(/redirectTo=%2Fdashboard%3Ftab%3Dprofile/);
    await signInLocally(page, uniqueEmail("grace"), "Grace Hopper");
    await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);

    const context = await page.context().browser()?.newContext();
    const other = await context?.newPage();
    if (!other) throw new Error("no page");
    await other.goto("/auth?redirectTo=https://evil.example/");
    await signInLocally(other, uniqueEmail("evil"), "Eve");
    await expect(other).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
    await context?.close();
  });

  test("a second user sees none of the first user's profile", async ({ browser }) => {
    const first = await browser.newContext();
    const a = await first.newPage();
    await a.goto("/dashboard?tab=profile");
    await signInLocally(a, uniqueEmail("first"), "First User");
    await a.getByLabel("First name").fill("Secretive");
    await a.getByLabel("Profession").fill("Spy");
    await a.getByRole("button", { name: "Save profile" }).click();
    await expect(a.getByText("Profile saved")).toBeVisible();
    await a.reload();
    await expect(a.getByLabel("First name")).toHaveValue("Secretive");

    const second = await browser.newContext();
    const b = await second.newPage();
    await b.goto("/dashboard?tab=profile");
    const secondEmail = uniqueEmail("second");
    await signInLocally(b, secondEmail, "Second User");
    await expect(b.getByLabel("E-mail")).toHaveValue(secondEmail);
    await expect(b.getByLabel("First name")).toHaveValue("");
    await expect(b.getByLabel("Profession")).toHaveValue("");
    await expect(b.getByText("Secretive")).toHaveCount(0);
    await first.close();
    await second.close();
  });

  test("a taken username gets the spec's message and changes nothing", async ({ browser }) => {
    const username = `user${Date.now()}${process.pid}`;
    const first = await browser.newContext();
    const a = await first.newPage();
    await a.goto("/dashboard?tab=profile");
    await signInLocally(a, uniqueEmail("owner"), "Owner");
    await a.getByLabel("Username").fill(username);
    await a.getByRole("button", { name: "Save profile" }).click();
    await expect(a.getByText("Profile saved")).toBeVisible();

    const second = await browser.newContext();
    const b = await second.newPage();
    await b.goto("/dashboard?tab=profile");
    await signInLocally(b, uniqueEmail("copycat"), "Copycat");
    await b.getByLabel("Username").fill(username.toUpperCase());
    await b.getByRole("button", { name: "Save profile" }).click();
    await expect(b.getByText("Username already taken")).toBeVisible();
    await expect(b.getByText("Please choose a different username")).toBeVisible();
    await b.reload();
    await expect(b.getByLabel("Username")).toHaveValue("");
    await first.close();
    await second.close();
  });
});

test("the sign-in page names known errors in its own words and never shows text from the URL", async ({
  page,
}) => {
  const planted = "Your account is suspended. Call +1 555 0100 now";
  await page.goto(`/auth?error=access_denied&error_description=${encodeURIComponent(planted)}`);
  await expect(page.getByRole("alert").first()).toContainText(
    "The sign-in was cancelled or refused.",
  );
  await page.goto(`/auth?error=${encodeURIComponent(planted)}`);
  await expect(page.getByRole("alert").first()).toContainText(
    "The sign-in could not be completed. Please try again.",
  );
  await expect(page.getByText(planted)).toHaveCount(0);
});
