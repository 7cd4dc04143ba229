/**
 * Settings of the whole public site (issue 25): the default demo video of articles. The public
 * pages read them; admins change them. The page cache empties itself on every write (migration
 * 0016's trigger), so the next request of any article shows the change.
 */

import type { AdminSiteSettings } from "@domain/api/admin-site";
import type { SessionUser } from "@domain/auth";
import type { SiteSettingsInput } from "@domain/site/admin-settings";
import { sql } from "drizzle-orm";
import { database, schema } from "../db";
import { assertAdmin } from "./admin-guard";

const settings = schema.siteSettings;

export type SiteSettings = { defaultVideoUrl: string | null; updatedAt: Date | null };

const NONE: SiteSettings = { defaultVideoUrl: null, updatedAt: null };

/** The site's settings; before an admin first saves them, none (no default video). */
export async function getSiteSettings(): Promise<SiteSettings> {
  const [row] = await database()
    .select({ defaultVideoUrl: settings.defaultVideoUrl, updatedAt: settings.updatedAt })
    .from(settings)
    .limit(1);
  return row ?? NONE;
}

/** Saves the site's settings (the input checked with `parseSiteSettings`); admins only. */
export async function updateSiteSettings(
  admin: SessionUser,
  input: SiteSettingsInput,
): Promise<SiteSettings> {
  assertAdmin(admin);
  const values = { id: true, ...input, updatedBy: admin.id, updatedAt: sql`now()` };
  const [row] = await database()
    .insert(settings)
    .values(values)
    .onConflictDoUpdate({ target: settings.id, set: values })
    .returning({ defaultVideoUrl: settings.defaultVideoUrl, updatedAt: settings.updatedAt });
  if (!row) throw new Error("updateSiteSettings: no row returned");
  return row;
}

/** The settings as the admin's Content tab receives them. */
export function toAdminSiteSettings(value: SiteSettings): AdminSiteSettings {
  return {
    defaultVideoUrl: value.defaultVideoUrl,
    updatedAt: value.updatedAt?.toISOString() ?? null,
  };
}
