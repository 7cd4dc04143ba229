// Profile's API keys (issue 30): a developer makes a key, sees it once and copies it, uses it on
// the public API, and revokes it; the revoked key is refused at once. Keyboard and axe.
import { API_KEY_SHOWN } from "@domain/api-keys";
import { bearer } from "../../support/api-key";
import { expectNoSeriousViolations } from "../../support/axe";
import { lastCopied, trackClipboard } from "../../support/clipboard";
import { choose, expect, navigate, test, toast } from "../../support/fixtures";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const blog = { contentType: "blog", title: "Cold brew", topic: "coffee", language: "en" };

test("a key is made in Profile, shown once, copied, used, and refused once revoked", async ({
  page,
  signIn,
}) => {
  await trackClipboard(page);
  await signIn();
  await navigate(page, "/dashboard/profile");
  const section = page.getByRole("region", { name: "API keys", exact: true });
  await expect(section.getByRole("heading", { name: "API keys" })).toBeVisible();
  await expect(section.getByText("Working keys: 0 of 2")).toBeVisible();
  await expect(section.getByText("Requests a minute per key: 30")).toBeVisible();
  await expect(section.getByText("You have no API keys yet.")).toBeVisible();
  await expect(section.getByRole("link", { name: "Read the API reference" })).toHaveAttribute(
    "href",
    "/documentation/api",
  );
  await expectNoSeriousViolations(page);

  // Checked here as on the server: a key needs a name.
  const name = section.getByLabel("Name");
  await section.getByRole("button", { name: "Create key" }).click();
  await expect(section.getByText("Please give the key a name.")).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");

  // By keyboard: the name, Generate beside the Read already ticked, an expiry, then create.
  await name.fill("Publishing script");
  await expect(section.getByRole("checkbox", { name: "Read" })).toBeChecked();
  const generate = section.getByRole("checkbox", { name: "Generate" });
  await expect(generate).toHaveAccessibleDescription(/Start generations/);
  await generate.focus();
  await page.keyboard.press("Space");
  await expect(generate).toBeChecked();
  await choose(section, "Expires", "In 30 days");
  await section.getByRole("button", { name: "Create key" }).focus();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Your new key “Publishing script”" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("You will not see it again")).toBeVisible();
  const key = await dialog.getByLabel("API key").inputValue();
  expect(key).toMatch(/^ink_[A-Za-z0-9_-]{40}$/);
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page, "Content Copied")).toBeVisible();
  expect(await lastCopied(page)).toBe(key);
  // A click beside the dialog does not lose the key; Done does close it, and it is gone for good.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  expect(await page.content()).not.toContain(key);

  const row = section.getByTestId("api-key-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Publishing script");
  await expect(row).toContainText(`${key.slice(0, API_KEY_SHOWN)}…`);
  await expect(row).toContainText("Read, Generate");
  await expect(row.getByRole("cell").nth(4)).toHaveText("Never");
  await expect(row).toContainText("Active");
  await expect(section.getByText("Working keys: 1 of 2")).toBeVisible();

  // The key on the public API: it starts a generation and reads it back (no cookie counts there).
  const api = page.context().request;
  const started = await api.post("/api/v1/generations", { data: blog, headers: bearer(key) });
  expect(started.status()).toBe(202);
  const { id } = await started.json();
  const read = () => api.get(`/api/v1/generations/${id}`, { headers: bearer(key) });
  expect((await read()).status()).toBe(200);
  await page.reload();
  await expect(row.getByRole("cell").nth(4)).not.toHaveText("Never");
  expect(await page.content()).not.toContain(key);

  // Revoke asks first; Cancel gives the focus back to the row's Revoke.
  const revoke = row.getByRole("button", { name: "Revoke “Publishing script”" });
  await revoke.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Revoke “Publishing script”?" });
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(revoke).toBeFocused();
  await revoke.click();
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(toast(page, "Key “Publishing script” revoked")).toBeVisible();
  await expect(row).toContainText("Revoked");
  await expect(revoke).toHaveCount(0);
  await expect(section.getByRole("region", { name: "Your API keys" })).toBeFocused();
  await expect(section.getByText("Working keys: 0 of 2")).toBeVisible();

  const refused = await read();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe("UNAUTHENTICATED");
  await expectNoSeriousViolations(page);
});

test("at the plan's number of keys the form waits for a revoke, and says so", async ({
  page,
  signIn,
}) => {
  await signIn();
  await navigate(page, "/dashboard/profile");
  const section = page.getByRole("region", { name: "API keys", exact: true });
  for (const name of ["One", "Two"]) {
    await section.getByLabel("Name").fill(name);
    await section.getByRole("button", { name: "Create key" }).click();
    await page.getByRole("button", { name: "Done" }).click();
  }
  await expect(section.getByText("Working keys: 2 of 2")).toBeVisible();
  const create = section.getByRole("button", { name: "Create key" });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(/all the working keys your plan allows/);
  await expectNoSeriousViolations(page);
  // On a phone the table scrolls sideways: its region takes the keyboard's focus.
  await page.setViewportSize({ width: 375, height: 800 });
  await section.getByRole("region", { name: "Your API keys" }).focus();
  await expect(section.getByRole("region", { name: "Your API keys" })).toBeFocused();
  await expectNoSeriousViolations(page);
});
