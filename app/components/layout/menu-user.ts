import type { Tier } from "@domain/plans";

/** Who the header's account menus show (the dashboard's and the public pages'). */
export type MenuUser = { email: string; name: string; tier: Tier; isAdmin: boolean };

/** The avatar's letters: the first two words of the name, else of the e-mail address. */
export function initials(user: MenuUser): string {
  const source = user.name.trim() || user.email;
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}
