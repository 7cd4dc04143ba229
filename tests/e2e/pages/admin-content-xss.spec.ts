import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { schema } from "@server/db";
import { like } from "drizzle-orm";
import { expect, navigate, test } from "../../support/fixtures";
import { dompurifyVectors, owaspVectors } from "../../support/xss-vectors";

const tag = `zx${randomBytes(4).toString("hex")}`;
// Text fields: a sample of both sets, one vector per item in every text field.
const SAMPLE = [...dompurifyVectors.slice(0, 12), ...owaspVectors.slice(0, 12)];
// The body: every vector of both sets, in one item.
const ALL = [...dompurifyVectors, ...owaspVectors];

/** Fails on anything a vector could make run: a dialog, a script element, an on* attribute. */
async function expectInert(page: Page, scope: string, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  const live = await page.locator(scope).evaluate((root) => {
    const found: string[] = [];
    for (const element of Array.from(root.querySelectorAll("*"))) {
      if (["script", "iframe", "object", "embed", "math"].includes(element.localName)) {
        // The page's own video embed is the only frame an article may hold.
        const src = element.getAttribute("src") ?? "";
        if (
          !(element.localName === "iframe" && src.startsWith("https://www.youtube-nocookie.com/"))
        )
          found.push(`<${element.localName}>`);
      }
      for (const { name, value } of Array.from(element.attributes)) {
        if (name.startsWith("on")) found.push(`${element.localName}[${name}]`);
        if (/^\s*(javascript|vbscript|data):/i.test(value))
          found.push(`${element.localName}[${name}=${value}]`);
      }
    }
    return found;
  });
  expect(live).toEqual([]);
}

test("XSS vectors in every text field and the body are stored as typed and shown inert, on the public page and in the admin list", async ({
  page,
  signIn,
  db,
}) => {
  test.setTimeout(240_000);
  await signIn({ roles: ["admin"] });
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  const post = (body: Record<string, unknown>) =>
    page.request.post("/api/admin/content", { data: body });
  const base = { contentType: "blog_post", status: "published", featured: true };

  const bodyItem = await post({
    ...base,
    title: `${tag} every vector in the body`,
    slug: `${tag}-body`,
    content: `<p>Vectors follow.</p>${ALL.map((v) => v.payload).join("\n")}`,
  });
  expect(bodyItem.status()).toBe(201);

  for (const [index, vector] of SAMPLE.entries()) {
    const text = vector.payload.trim() || "blank";
    const answer = await post({
      ...base,
      title: `${tag} ${text}`.slice(0, 200),
      slug: `${tag}-${index}`,
      content: `<p>${index}</p>${vector.payload}`,
      excerpt: text.slice(0, 500),
      metaTitle: text.slice(0, 60),
      metaDescription: text.slice(0, 160),
      keywords: text.replaceAll(",", " ").slice(0, 60),
      featuredImageUrl: "https://images.example/x.png",
    });
    expect(answer.status(), vector.name).toBe(201);
  }

  const rows = await db
    .select()
    .from(schema.websiteContent)
    .where(like(schema.websiteContent.slug, `${tag}-%`));
  expect(rows).toHaveLength(SAMPLE.length + 1);
  for (const row of rows) {
    expect(row.content.toLowerCase()).not.toContain("<script");
    if (row.slug === `${tag}-body`) continue;
    const vector = SAMPLE[Number(row.slug.slice(tag.length + 1))];
    // Text fields are kept exactly as typed: escaping happens where they are shown.
    expect(row.title, vector?.name).toBe(
      `${tag} ${vector?.payload.trim() || "blank"}`.slice(0, 200).trim(),
    );
  }

  for (const row of rows) {
    const response = await page.goto(`/blog/${row.slug}`);
    expect(response?.status(), row.slug).toBe(200);
    await expect(page.locator("h1")).toHaveText(row.title);
    await expectInert(page, "main", dialogs);
  }
  await page.goto(`/blog?q=${tag}`);
  await expectInert(page, "main", dialogs);

  for (const pageNumber of ["1", "2"]) {
    await navigate(page, "/dashboard/admin/content", { search: { q: tag, page: pageNumber } });
    await expect(page.getByTestId("content-row").first()).toBeVisible();
    await expectInert(page, "main", dialogs);
  }
  await navigate(page, "/dashboard/admin/content", { search: { edit: rows[0]?.id ?? "" } });
  await page.getByRole("button", { name: "Preview" }).click();
  await expectInert(page, "main", dialogs);
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
});
