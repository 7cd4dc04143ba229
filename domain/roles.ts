/** Roles a user may hold besides their plan (spec section 6). */
export const ROLES = ["admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];
