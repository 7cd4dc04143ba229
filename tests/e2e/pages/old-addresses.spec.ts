// The dashboard's addresses before each screen had its own route (docs/decisions/0024-route-map.md):
// `/dashboard`, `/dashboard?tab=<screen>` with the screen's own query, and the spec's
// `/dashboard/{action}/{id}` still reach the same screen, at its new address.
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expect, test } from "../../support/fixtures";

const SCREENS = [
  ["create", "/dashboard/create", "Create"],
  ["library", "/dashboard/library", "Library"],
  ["presets", "/dashboard/presets", "Presets"],
  ["ideas", "/dashboard/ideas", "Idea Lab"],
  ["profile", "/dashboard/profile", "Profile"],
  ["overview", "/dashboard/admin/overview", "Overview"],
  ["users", "/dashboard/admin/users", "Users"],
  ["messages", "/dashboard/admin/messages", "Messages"],
  ["content", "/dashboard/admin/content", "Website Content"],
  ["seo", "/dashboard/admin/seo", "SEO Settings"],
] as const;

const escaped = (text: string) => text.replace(/[/?.]/g, "\\$&");

test("every old ?tab= address, and /dashboard alone, reaches its screen at its new address", async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn({ roles: ["admin"] });
  const sidebar = page.getByRole("navigation", { name: "Workspace" });
  const old: [string, string, string][] = [
    ["/dashboard", "/dashboard/create", "Create"],
    ["/dashboard?tab=nonsense", "/dashboard/create", "Create"],
    ...SCREENS.map(
      ([tab, path, label]) => [`/dashboard?tab=${tab}`, path, label] as [string, string, string],
    ),
  ];
  for (const [address, path, label] of old) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(200);
    await expect(page, address).toHaveURL(new RegExp(`${escaped(path)}$`));
    await expect(page, address).toHaveTitle(new RegExp(`^${label} · `));
    await expect(sidebar.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
});

test("an old address keeps the screen's own query: the Library's search, type, sort and page", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn({ tier: "pro" });
  await db.insert(schema.blogPosts).values([
    { userId: user.id, title: "Old address one", content: "<p>x</p>", wordCount: 1 },
    { userId: user.id, title: "Old address two", content: "<p>x</p>", wordCount: 1 },
  ]);
  await page.goto("/dashboard?tab=library&q=address&type=blog&sort=oldest&page=1");
  await expect(page).toHaveURL(/\/dashboard\/library\?q=address&type=blog&sort=oldest&page=1$/);
  await expect(page.getByRole("searchbox", { name: "Search your content" })).toHaveValue("address");
  await expect(page.getByRole("heading", { name: "Old address one" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Old address two" })).toBeVisible();
  // The spec's /dashboard/{action}/{id} showed the screen of its ?tab= too.
  await page.goto("/dashboard/open/123?tab=library&q=two");
  await expect(page).toHaveURL(/\/dashboard\/library\?q=two$/);
  await page.goto("/dashboard/open/123");
  await expect(page).toHaveURL(/\/dashboard\/create$/);
});

test("a non-admin gets 403 on every admin address, old and new, and never its data", async ({
  page,
  signIn,
}) => {
  await signIn({ tier: "elite" });
  for (const [tab, path] of SCREENS.filter(([, path]) => path.includes("/admin/"))) {
    const direct = await page.request.get(path, { maxRedirects: 0 });
    expect(direct.status(), path).toBe(403);
    expect(await direct.text(), path).toContain("Access Denied");
    const data = await page.request.get(`${path}.data`, { maxRedirects: 0 });
    expect(await data.text(), `${path}.data`).not.toMatch(/"(loadFailed|props|list)"/);
    const response = await page.goto(`/dashboard?tab=${tab}`);
    expect(response?.status(), tab).toBe(403);
    await expect(page).toHaveURL(new RegExp(`${escaped(path)}$`));
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  }
  expect((await page.request.get("/dashboard/admin", { maxRedirects: 0 })).status()).toBe(403);
});

test("a profile save posted to an old address is saved, as the Profile screen saves it", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  for (const [address, name] of [
    ["/dashboard?index", "Old Index"],
    ["/dashboard/open/123", "Old Alias"],
    ["/dashboard/profile", "New Address"],
  ] as const) {
    await page.request.post(address, {
      form: { intent: "profile", firstName: name, username: "" },
      maxRedirects: 0,
    });
    const [profile] = await db
      .select({ firstName: schema.profiles.firstName })
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, user.id));
    expect(profile?.firstName, address).toBe(name);
  }
});
