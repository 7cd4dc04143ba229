import { SANDBOX_CARDS } from "@domain/billing";
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { expect, navigate, test, toast } from "../../support/fixtures";

test.describe("billing through the sandbox provider", () => {
  test("a free user upgrades to Pro, cancels, resumes, cancels again and is back on Free when the period ends; a declined card changes nothing", async ({
    page,
    signIn,
    db,
  }) => {
    test.setTimeout(120_000);
    const user = await signIn();
    const tierOf = async () =>
      (
        await db
          .select({ tier: schema.userSubscriptions.tier })
          .from(schema.userSubscriptions)
          .where(eq(schema.userSubscriptions.userId, user.id))
      )[0]?.tier ?? "free";
    await navigate(page, "/dashboard");
    const usage = page.getByRole("region", { name: "Usage this month" });
    await expect(usage.getByText("Free plan")).toBeVisible();

    await usage.getByRole("button", { name: "Upgrade" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose your plan" });
    await expect(dialog.getByRole("listitem").filter({ hasText: "Elite" })).toContainText(
      "Priority processing",
    );
    await dialog.getByRole("button", { name: "Choose Pro" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Sandbox checkout" })).toBeVisible();
    await expect(page.getByRole("note")).toHaveText(/Test payment/);
    await expect(page.getByText("Pro plan, $20 a month")).toBeVisible();
    await expectNoSeriousViolations(page);
    // The form's reply (docs/forms.md): the browser's check of a blank card, the provider's
    // refusal of an unknown one, then of the declined test card, each in one alert.
    await page.getByRole("button", { name: "Pay $20" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Use the sandbox's test card number shown below.",
    );
    await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Card number").fill("1234 5678");
    const unknown = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Pay $20" }).click();
    expect((await unknown).status()).toBe(402);
    await expect(page.getByRole("alert")).toHaveText(
      "Use the sandbox's test card number shown below.",
    );
    await page.getByLabel("Card number").fill(SANDBOX_CARDS.declined);
    await page.getByRole("button", { name: "Pay $20" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Your card was declined. Nothing was charged.",
    );
    expect(await tierOf()).toBe("free");

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $20" }).click();
    await expect(toast(page, "Payment received")).toBeVisible();
    // The webhook arrives a moment later; the dashboard shows the plan as soon as it has.
    await expect(usage.getByText("Pro plan")).toBeVisible();
    await expect(usage.getByText("150 left")).toBeVisible();
    expect(await tierOf()).toBe("pro");
    await expect(page.getByRole("region", { name: "Free plan notice" })).toHaveCount(0);

    await navigate(page, "/dashboard", { search: { tab: "profile" } });
    const billing = page.getByRole("region", { name: "Subscription" });
    await expect(billing.getByText("Plan: Pro")).toBeVisible();
    await expect(billing.getByText(/^Renews on /)).toBeVisible();
    await expectNoSeriousViolations(page);

    const cancel = async () => {
      await billing.getByRole("button", { name: "Cancel subscription" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Cancel your subscription?" });
      await confirm.getByRole("button", { name: "Cancel at period end" }).click();
      // The first cancel's toast may still be up at the second: the newest comes first.
      await expect(toast(page, "Subscription cancelled").first()).toBeVisible();
      await expect(billing.getByText(/^Cancels on .*You keep Pro until then/)).toBeVisible();
    };
    await cancel();
    expect(await tierOf()).toBe("pro");
    await billing.getByRole("button", { name: "Resume subscription" }).click();
    await expect(toast(page, "Subscription resumed")).toBeVisible();
    await expect(billing.getByText(/^Renews on /)).toBeVisible();
    await cancel();

    // The sandbox's test clock moves past the end of the period: the plan ends.
    await billing.getByRole("button", { name: "Manage billing" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Sandbox billing portal" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Advance to the end of the period" }).click();
    await expect(billing.getByText("Plan: Free")).toBeVisible();
    await expect(usage.getByText("Free plan")).toBeVisible();
    await expect(usage.getByText("3 left")).toBeVisible();
    expect(await tierOf()).toBe("free");
  });

  test("a plan an admin gave has the cancel section too: it says the plan ends at once, and ending it is recorded", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "pro" });
    await navigate(page, "/dashboard", { search: { tab: "profile" } });
    const billing = page.getByRole("region", { name: "Subscription" });
    await expect(billing.getByText("Plan: Pro")).toBeVisible();
    await expect(
      billing.getByText(
        "An admin gave you the Pro plan: it has no billing period and nothing is charged for it.",
      ),
    ).toBeVisible();
    await expect(billing.getByRole("button", { name: "Resume subscription" })).toHaveCount(0);
    await billing.getByRole("button", { name: "Cancel subscription" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel your subscription?" });
    await expect(confirm).toContainText(
      "Your Pro plan was given by an admin and has no billing period, so it ends at once: you move to Free now.",
    );
    await expectNoSeriousViolations(page);
    // Keeping it changes nothing.
    await confirm.getByRole("button", { name: "Keep my plan" }).click();
    await expect(billing.getByText("Plan: Pro")).toBeVisible();
    await billing.getByRole("button", { name: "Cancel subscription" }).click();
    await confirm.getByRole("button", { name: "End my plan now" }).click();
    await expect(toast(page, "Plan ended")).toBeVisible();
    await expect(billing.getByText("Plan: Free")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Usage this month" }).getByText("Free plan"),
    ).toBeVisible();
    await expect(billing.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
    const [row] = await db
      .select()
      .from(schema.userSubscriptions)
      .where(eq(schema.userSubscriptions.userId, user.id));
    expect(row?.tier).toBe("free");
    const audit = await db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.targetId, user.id));
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["cancel_grant", { tier: "pro" }, { tier: "free" }],
    ]);
    // Sent again (a second tab, a double click), it changes and records nothing more.
    const again = await page.request.post("/api/billing/subscription", {
      data: { action: "cancel" },
    });
    expect(again.status()).toBe(404);
    expect(
      await db
        .select()
        .from(schema.adminAuditLog)
        .where(eq(schema.adminAuditLog.targetId, user.id)),
    ).toHaveLength(1);
  });

  test("the checkout form of a signed-out visitor goes to sign in and back to the plans", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/billing/checkout";
      for (const [name, value] of [
        ["plan", "elite"],
        ["period", "annual"],
      ]) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name ?? "";
        input.value = value ?? "";
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    });
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get("redirectTo") ?? "")).toBe(
      "/dashboard?upgrade=elite&period=annual",
    );
  });
});

test.describe("the free-user banner", () => {
  test("says what is left and when content is deleted; Close hides it for the session, Don't show again for good", async ({
    page,
    signIn,
  }) => {
    await signIn();
    await navigate(page, "/dashboard");
    const banner = page.getByRole("region", { name: "Free plan notice" });
    await expect(banner).toContainText(
      "Free Plan: You have 3 of 3 generations remaining this month",
    );
    await expect(banner).toContainText("All library data is deleted monthly on the Free plan");
    const nextMonth = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1),
    );
    const date = new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(nextMonth);
    await expect(banner).toContainText(`on ${date} everything created before then is deleted`);
    await banner.getByRole("button", { name: "Upgrade" }).click();
    await expect(page.getByRole("dialog", { name: "Choose your plan" })).toBeVisible();
    await page.keyboard.press("Escape");

    await banner.getByRole("button", { name: "Close for this session" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("region", { name: "Usage this month" })).toBeVisible();
    await expect(banner).toHaveCount(0);

    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Don't show again" }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("free-user-alert-dismissed"))).toBe(
      "true",
    );
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.getByRole("region", { name: "Usage this month" })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("is not shown to paid users; the library says when free users' posts are deleted", async ({
    page,
    signIn,
  }) => {
    await signIn();
    await navigate(page, "/dashboard", { search: { tab: "library" } });
    await expect(
      page.getByText(/^Free plan: on .* every post created before then is deleted/),
    ).toBeVisible();

    await signIn({ tier: "pro" });
    await navigate(page, "/dashboard", { search: { tab: "library" } });
    await expect(page.getByRole("region", { name: "Usage this month" })).toContainText("Pro plan");
    await expect(page.getByRole("region", { name: "Free plan notice" })).toHaveCount(0);
    await expect(page.getByText(/every post created before then is deleted/)).toHaveCount(0);
  });
});
