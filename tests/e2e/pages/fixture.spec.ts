import { expect, navigate, test } from "../../support/fixtures";

test("the signIn fixture starts a test signed in, with the tier and roles asked for", async ({
  page,
  signIn,
}) => {
  const user = await signIn({ tier: "pro", roles: ["admin"], name: "Fixture Pro" });
  await navigate(page, "/dashboard/create");
  await expect(page.getByRole("button", { name: `Account menu for ${user.email}` })).toBeVisible();
  await page.getByRole("button", { name: `Account menu for ${user.email}` }).click();
  await expect(page.getByRole("menu")).toContainText("Pro plan");
  await expect(page.getByRole("menu")).toContainText("Admin access");
});
