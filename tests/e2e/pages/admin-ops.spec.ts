import fs from "node:fs";
import { monthKey } from "@domain/usage";
import { schema } from "@server/db";
import { and, eq, ne } from "drizzle-orm";
import { E2E_BASE_URL } from "../../../playwright.config";
import { expectNoSeriousViolations } from "../../support/axe";
import { insertUser } from "../../support/factories";
import { choose, expect, navigate, test, toast } from "../../support/fixtures";
import { dompurifyVectors, owaspVectors } from "../../support/xss-vectors";

const unique = () => Math.random().toString(36).slice(2, 10);

test("an admin finds a user, upgrades them and adds credits; the audit log shows both", async ({
  page,
  signIn,
  db,
}) => {
  const admin = await signIn({ roles: ["admin"] });
  const email = `grace-${unique()}@users.test`;
  const user = await insertUser(db, { email, name: "Grace Hopper" });
  await db
    .insert(schema.userUsage)
    .values({ userId: user.id, monthYear: monthKey(new Date()), generationsUsed: "2" });

  await navigate(page, "/dashboard/admin/users");
  await page.getByLabel("Search by e-mail or name").fill(email.slice(0, 12).toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=GRACE/);
  const row = page
    .getByRole("table", { name: "Users" })
    .getByRole("row")
    .filter({ hasText: email });
  await expect(row).toContainText("Grace Hopper");
  await expect(row).toContainText("2 of 3 used");
  await expectNoSeriousViolations(page);

  await choose(row, `Plan of ${email}`, "Elite");
  await expect(toast(page, "Plan changed")).toBeVisible();
  await expect(row).toContainText("2 of 300 used");

  await row.getByRole("button", { name: `Add credits: ${email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Add generation credits" });
  await dialog.getByRole("button", { name: "Add credits" }).click();
  await expect(dialog).toContainText("Please enter a valid number of credits.");
  await dialog.getByLabel("Credits").fill("5");
  await dialog.getByRole("button", { name: "Add credits" }).click();
  await expect(dialog).toContainText("Please give a reason for the credits.");
  await dialog.getByLabel("Reason").fill("Outage on Monday");
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Add credits" }).click();
  await expect(toast(page, "Credits added")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("-3 of 300 used");
  // Opened again, the dialog stays open for the next grant (the last answer does not close it).
  await row.getByRole("button", { name: `Add credits: ${email}` }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Credits")).toHaveValue("");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const audit = page.getByRole("region", { name: "Audit log" });
  const credited = audit
    .getByRole("row")
    .filter({ hasText: "Outage on Monday" })
    .filter({ hasText: email });
  await expect(credited).toContainText(admin.email);
  await expect(credited).toContainText(email);
  await expect(credited).toContainText("Credits added");
  await expect(credited).toContainText("2 used");
  await expect(credited).toContainText("-3 used (+5)");
  const upgraded = audit
    .getByRole("row")
    .filter({ hasText: "Plan changed" })
    .filter({ hasText: email });
  await expect(upgraded).toContainText("Free");
  await expect(upgraded).toContainText("Elite");

  const [sub] = await db
    .select()
    .from(schema.userSubscriptions)
    .where(eq(schema.userSubscriptions.userId, user.id));
  expect(sub?.tier).toBe("elite");
  const entries = await db
    .select()
    .from(schema.adminAuditLog)
    .where(eq(schema.adminAuditLog.targetId, user.id));
  expect(entries.map((e) => e.action).sort()).toEqual(["credits", "tier"]);
});

test("an admin lists a message, opens it (read), exports the CSV and deletes it", async ({
  page,
  signIn,
  db,
}) => {
  await signIn({ roles: ["admin"] });
  const subject = `=Invoice ${unique()}`;
  const [message] = await db
    .insert(schema.contactSubmissions)
    .values({
      name: "Ada",
      email: "ada@example.test",
      subject,
      message: 'Line one,\n"quoted" line two',
      createdAt: new Date(Date.now() + 60_000),
    })
    .returning();
  if (!message) throw new Error("no message");

  await navigate(page, "/dashboard/admin/messages");
  const list = page.getByRole("table", { name: "Messages" });
  const row = list.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("Unread");
  await expect(list.getByRole("row").nth(1)).toContainText(subject); // newest first
  await expectNoSeriousViolations(page);

  await row.getByRole("button", { name: `Open the message “${subject}”` }).click();
  const dialog = page.getByRole("dialog", { name: subject });
  await expect(dialog).toContainText('"quoted" line two');
  await expect
    .poll(
      async () =>
        (
          await db
            .select()
            .from(schema.contactSubmissions)
            .where(eq(schema.contactSubmissions.id, message.id))
        )[0]?.readAt,
    )
    .toBeInstanceOf(Date);
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await expect(row).toContainText("Read");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export as CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), "utf8");
  expect(csv.startsWith('\uFEFF"Received","Name","E-mail","Subject","Message","Read"\r\n')).toBe(
    true,
  );
  expect(csv).toContain(
    `,"Ada","ada@example.test","'${subject}","Line one,\n""quoted"" line two","Yes"\r\n`,
  );
  // The header and the read column speak the admin's language, not English.
  await page.context().addCookies([{ name: "lng", value: "fr", url: E2E_BASE_URL }]);
  const french = await (await page.request.get("/api/admin/messages/export")).text();
  expect(french.startsWith('\uFEFF"Reçu","Nom","E-mail","Objet","Message","Lu"\r\n')).toBe(true);
  expect(french).toContain(`line two","Oui"\r\n`);
  await page.context().addCookies([{ name: "lng", value: "en", url: E2E_BASE_URL }]);

  await row.getByRole("button", { name: `Delete the message “${subject}”` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this message?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Delete the message “${subject}”` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Message deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(
    await db
      .select()
      .from(schema.contactSubmissions)
      .where(eq(schema.contactSubmissions.id, message.id)),
  ).toEqual([]);
});

test("the last super admin cannot remove their own role; the role stays", async ({
  page,
  signIn,
  db,
}) => {
  const me = await signIn({ roles: ["super_admin"], email: `boss-${unique()}@users.test` });
  // Make this the only super admin (other tests may have made some).
  await db
    .delete(schema.userRoles)
    .where(and(eq(schema.userRoles.role, "super_admin"), ne(schema.userRoles.userId, me.id)));

  await navigate(page, "/dashboard/admin/users", { search: { q: me.email } });
  await page.getByRole("button", { name: `Roles: ${me.email}` }).click();
  const dialog = page.getByRole("dialog", { name: `Roles of ${me.email}` });
  await dialog.getByRole("button", { name: "Revoke Super admin" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove your own role?" });
  await expectNoSeriousViolations(page);
  await confirm.getByRole("button", { name: "Remove my role" }).click();
  const refused = toast(page, "Failed to change the role");
  await expect(refused).toContainText("The last super admin cannot be removed.");
  const roles = await db.select().from(schema.userRoles).where(eq(schema.userRoles.userId, me.id));
  expect(roles.map((r) => r.role)).toEqual(["super_admin"]);
});

test("the Overview draws its charts with names and tables, and passes axe", async ({
  page,
  signIn,
  db,
}) => {
  const admin = await signIn({ roles: ["admin"] });
  await db.insert(schema.generations).values({
    userId: admin.id,
    contentType: "video",
    input: {},
    credit: "1",
    monthYear: monthKey(new Date()),
    status: "failed",
    error: "account:generation.failed",
  });
  await navigate(page, "/dashboard/admin/overview");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  for (const name of [
    "Generations per day",
    "Active users and sign-ups per week",
    "Users per plan",
    "Credits used this month",
    "Failed generations",
  ])
    await expect(page.getByRole("figure", { name })).toBeVisible();
  // The tables are there for screen readers; "Show as table" shows one to everyone.
  const failures = page.getByRole("figure", { name: "Failed generations" });
  await expect(failures.getByRole("table", { name: "Failed generations" })).toBeAttached();
  await failures.getByRole("button", { name: "Show as table" }).click();
  const table = failures.getByRole("table", { name: "Failed generations" });
  await expect(table).toBeVisible();
  await expect(
    table.getByRole("row").filter({ hasText: "Unable to generate content" }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a non-admin never downloads the admin screens' code", async ({ page, signIn }) => {
  await signIn({ tier: "elite" });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await navigate(page, "/dashboard/library");
  await navigate(page, "/dashboard/create");
  // Not even on an admin tab's address, which shows them Access Denied.
  const denied = await navigate(page, "/dashboard/admin/overview");
  expect(denied?.status()).toBe(403);
  expect(
    scripts.filter((url) => /overview-tab|users-tab|messages-tab|bar-chart/.test(url)),
  ).toEqual([]);
});

test("XSS vectors in contact messages and a credit reason are shown as text, never run", async ({
  page,
  signIn,
  db,
}) => {
  const admin = await signIn({ roles: ["admin"] });
  // Anything a vector manages to run calls one of these (or opens a dialog): counted, then checked.
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: number };
    w.__xss = 0;
    for (const name of ["alert", "confirm", "prompt"] as const)
      window[name] = (() => {
        w.__xss++;
      }) as never;
  });
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const vectors = [...owaspVectors.slice(0, 8), ...dompurifyVectors.slice(0, 7)];
  const soon = Date.now() + 30_000;
  const rows = await db
    .insert(schema.contactSubmissions)
    .values(
      vectors.map((v, i) => ({
        name: v.payload,
        email: `xss${i}@example.test`,
        subject: `xss ${i} ${v.payload}`,
        message: v.payload,
        createdAt: new Date(soon - i),
      })),
    )
    .returning();
  try {
    const target = await insertUser(db, { name: vectors[0]?.payload ?? "" });
    await page.request.post(`/api/admin/users/${target.id}/credits`, {
      data: { credits: 1, reason: vectors[1]?.payload ?? "" },
    });

    await navigate(page, "/dashboard/admin/messages");
    const list = page.getByRole("table", { name: "Messages" });
    for (const [i, vector] of vectors.entries())
      await expect(
        list
          .getByRole("row")
          .filter({ hasText: `xss ${i} ` })
          .first(),
      ).toContainText(vector.payload.trim().split("\n")[0]?.slice(0, 20) ?? "");
    await list.getByRole("button", { name: /^Open the message “xss 0 / }).click();
    await expect(page.getByRole("dialog")).toContainText(vectors[0]?.payload.slice(0, 20) ?? "");
    await page.keyboard.press("Escape");
    await navigate(page, "/dashboard/admin/overview");
    await navigate(page, "/dashboard/admin/users", { search: { q: target.email } });
    await expect(page.getByRole("region", { name: "Audit log" })).toContainText(admin.email);
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
    expect(dialogs).toBe(0);
  } finally {
    for (const row of rows)
      await db.delete(schema.contactSubmissions).where(eq(schema.contactSubmissions.id, row.id));
  }
});

test("a grant after the session ended says User not authenticated and changes nothing", async ({
  page,
  signIn,
  db,
}) => {
  const admin = await signIn({ roles: ["admin"] });
  const user = await insertUser(db, { email: `late-${unique()}@users.test` });
  await navigate(page, "/dashboard/admin/users", { search: { q: user.email } });
  await db.delete(schema.session).where(eq(schema.session.userId, admin.id));
  await page.getByRole("button", { name: `Add credits: ${user.email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Add generation credits" });
  await dialog.getByLabel("Credits").fill("3");
  await dialog.getByLabel("Reason").fill("After sign-out");
  await dialog.getByRole("button", { name: "Add credits" }).click();
  await expect(toast(page, "Failed to add credits")).toContainText("User not authenticated");
  expect(
    await db.select().from(schema.userUsage).where(eq(schema.userUsage.userId, user.id)),
  ).toEqual([]);
});
