import { eq } from "drizzle-orm";
import { database, schema } from "../db";

export type SeoSettings = typeof schema.seoSettings.$inferSelect;

/** A page's SEO settings by its slug ("home", "blog", "about"...), or null when none is set. */
export async function getSeoSettings(pageSlug: string): Promise<SeoSettings | null> {
  const [row] = await database()
    .select()
    .from(schema.seoSettings)
    .where(eq(schema.seoSettings.pageSlug, pageSlug))
    .limit(1);
  return row ?? null;
}
