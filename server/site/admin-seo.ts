/**
 * The admin's side of SEO settings (spec section 7: list ordered by page slug, insert, update and
 * delete by id). Public pages read them through `getSeoSettings`; the page cache empties itself
 * on every write here (migration 0010's triggers).
 */

import type { AdminSeoItem } from "@domain/api/admin-seo";
import type { SessionUser } from "@domain/auth";
import { ADMIN_SEO_MESSAGES, type SeoCreateInput, type SeoEditInput } from "@domain/site/admin-seo";
import { asc, eq } from "drizzle-orm";
import { database, schema } from "../db";
import { Conflict, NotFound, uniqueViolation } from "../errors";
import { assertAdmin, isRowId } from "./admin-guard";
import type { SeoSettings } from "./seo";

const seo = schema.seoSettings;

/** Every page's settings, by page slug. */
export async function listSeoSettings(admin: SessionUser): Promise<SeoSettings[]> {
  assertAdmin(admin);
  return database().select().from(seo).orderBy(asc(seo.pageSlug));
}

/** Settings for a page that has none yet; a page that has some is a Conflict on the slug. */
export async function createSeoSettings(
  admin: SessionUser,
  input: SeoCreateInput,
): Promise<SeoSettings> {
  assertAdmin(admin);
  const [row] = await database()
    .insert(seo)
    .values(input)
    .returning()
    .catch((error) => {
      if (uniqueViolation(error) === "seo_settings_page_slug_key") {
        throw new Conflict("SLUG_TAKEN", ADMIN_SEO_MESSAGES.pageSlugTaken, {
          field: "pageSlug",
        });
      }
      throw error;
    });
  if (!row) throw new Error("createSeoSettings: no row returned");
  return row;
}

/** Changes a page's settings; its page slug stays (locked after create, spec section 5). */
export async function updateSeoSettings(
  admin: SessionUser,
  id: string,
  input: SeoEditInput,
): Promise<SeoSettings> {
  assertAdmin(admin);
  if (!isRowId(id)) throw new NotFound(ADMIN_SEO_MESSAGES.notFound);
  const [row] = await database()
    .update(seo)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(seo.id, id))
    .returning();
  if (!row) throw new NotFound(ADMIN_SEO_MESSAGES.notFound);
  return row;
}

export async function deleteSeoSettings(admin: SessionUser, id: string): Promise<void> {
  assertAdmin(admin);
  if (!isRowId(id)) throw new NotFound(ADMIN_SEO_MESSAGES.notFound);
  const deleted = await database().delete(seo).where(eq(seo.id, id)).returning({ id: seo.id });
  if (deleted.length === 0) throw new NotFound(ADMIN_SEO_MESSAGES.notFound);
}

/** A row as the SEO tab receives it (the database's checks hold the enumerated values). */
export function toAdminSeoItem(row: SeoSettings): AdminSeoItem {
  return {
    id: row.id,
    pageSlug: row.pageSlug,
    pageTitle: row.pageTitle,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    ogImage: row.ogImage,
    twitterCard: row.twitterCard as AdminSeoItem["twitterCard"],
    canonicalUrl: row.canonicalUrl,
    schemaType: row.schemaType as AdminSeoItem["schemaType"],
    noindex: row.noindex,
    updatedAt: row.updatedAt.toISOString(),
  };
}
