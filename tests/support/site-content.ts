import { randomUUID } from "node:crypto";
import type { Database } from "@server/db";
import { schema } from "@server/db";

/** Inserts a website content item: published now unless told otherwise; returns it. */
export async function insertContent(
  db: Database,
  overrides: Partial<typeof schema.websiteContent.$inferInsert> = {},
) {
  const slug = overrides.slug ?? `item-${randomUUID().slice(0, 8)}`;
  const status = overrides.status ?? "published";
  const [row] = await db
    .insert(schema.websiteContent)
    .values({
      title: `Title of ${slug}`,
      slug,
      content: "<p>Body text.</p>",
      excerpt: `Excerpt of ${slug}`,
      status,
      publishedAt: status === "published" ? new Date() : null,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insertContent: no row returned");
  return row;
}
