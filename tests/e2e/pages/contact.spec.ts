import { randomBytes } from "node:crypto";
import { CONTACT_PER_EMAIL_PER_HOUR } from "@domain/site/contact";
import { schema } from "@server/db";
import { eq, like, or } from "drizzle-orm";
import { expect, test } from "../../support/fixtures";

const address = () => `contact-${randomBytes(4).toString("hex")}@example.test`;

async function fill(page: import("@playwright/test").Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

const complete = (email: string) => ({
  Name: "Ada Lovelace",
  Email: email,
  Subject: "Annual plans",
  Message: "Can a team of three pay annually?",
});

test.describe("the contact form", () => {
  // The counters live in PostgreSQL (issue 24), and .data/e2e outlives a run: this address's
  // and the site's counts from an earlier run within the hour are not this run's. (Each test
  // sends from its own e-mail address, so those counts need no reset.)
  test.beforeEach(async ({ db }) => {
    await db
      .delete(schema.authAttempts)
      .where(
        or(
          like(schema.authAttempts.key, "contact-ip:%"),
          like(schema.authAttempts.key, "contact-all:%"),
        ),
      );
  });

  test("stores a message from /contact and confirms it with a toast", async ({ page, db }) => {
    const email = address();
    await page.goto("/contact");
    await expect(page.getByText("within 24 to 48 hours").first()).toBeVisible();
    await fill(page, complete(email));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent" })).toBeVisible();
    // With JavaScript the form posts in place: no reload, the form emptied for another message.
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("");
    const rows = await db
      .select()
      .from(schema.contactSubmissions)
      .where(eq(schema.contactSubmissions.email, email));
    expect(rows).toEqual([
      expect.objectContaining({
        name: "Ada Lovelace",
        subject: "Annual plans",
        message: "Can a team of three pay annually?",
      }),
    ]);
  });

  test("works without JavaScript from the landing page and /contact-us", async ({
    browser,
    db,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ["/", "/contact-us"]) {
      const email = address();
      await page.goto(path);
      const form = page.locator("form:has(textarea[name=message])");
      for (const [label, value] of Object.entries(complete(email)))
        await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message Sent")).toBeVisible();
      const rows = await db
        .select()
        .from(schema.contactSubmissions)
        .where(eq(schema.contactSubmissions.email, email));
      expect(rows, path).toHaveLength(1);
    }
    await context.close();
  });

  test("refuses bad input in its own words, keeps what was typed and stores nothing", async ({
    page,
    db,
  }) => {
    const email = address();
    await page.goto("/contact");
    for (const [change, words, field] of [
      [{ Name: " " }, "Please enter your name.", "Name"],
      [{ Email: "not-an-address" }, "Please enter a valid email address.", "Email"],
      [{ Subject: "" }, "Please enter a subject.", "Subject"],
      [{ Message: "Too short" }, "Please enter a message of at least 10 characters.", "Message"],
    ] as const) {
      await fill(page, { ...complete(email), ...change });
      await page.getByRole("button", { name: "Send Message" }).click();
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("Message Not Sent");
      await expect(alert).toContainText(words);
      await expect(page.getByLabel(field, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(
        "Subject" in change ? "" : "Annual plans",
      );
    }
    const rows = await db
      .select()
      .from(schema.contactSubmissions)
      .where(eq(schema.contactSubmissions.email, email));
    expect(rows).toHaveLength(0);
  });

  test("refuses a filled honeypot and a flood from one address", async ({ page, db, request }) => {
    const email = address();
    const trapped = await request.post("/contact", {
      form: {
        name: "Bot",
        email,
        subject: "Buy",
        message: "Cheap things for sale here",
        website: "http://spam.example",
      },
      maxRedirects: 0,
    });
    expect(trapped.status()).toBe(400);
    expect(
      await db
        .select()
        .from(schema.contactSubmissions)
        .where(eq(schema.contactSubmissions.email, email)),
    ).toHaveLength(0);

    await page.goto("/contact");
    let last: import("@playwright/test").Response | undefined;
    for (let i = 0; i <= CONTACT_PER_EMAIL_PER_HOUR; i++) {
      await fill(page, complete(email));
      const answered = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: "Send Message" }).click();
      last = await answered;
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    }
    // The form's reply (docs/forms.md) keeps the flood's status and when to try again.
    expect(last?.status()).toBe(429);
    expect(last?.headers()["retry-after"]).toMatch(/^\d+$/);
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("Annual plans");
    await expect(page.getByRole("alert")).toContainText(
      "Please wait an hour before sending another.",
    );
    const rows = await db
      .select()
      .from(schema.contactSubmissions)
      .where(eq(schema.contactSubmissions.email, email));
    expect(rows).toHaveLength(CONTACT_PER_EMAIL_PER_HOUR);
  });
});
