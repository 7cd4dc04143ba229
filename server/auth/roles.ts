import type { Role } from "@domain/roles";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db";
import { schema } from "../db";

export async function rolesOf(db: Database, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: schema.userRoles.role })
    .from(schema.userRoles)
    .where(eq(schema.userRoles.userId, userId));
  return rows.map((r) => r.role as Role);
}

export async function grantRole(db: Database, userId: string, role: Role): Promise<void> {
  await db.insert(schema.userRoles).values({ userId, role }).onConflictDoNothing();
}

/** Returns whether the user held the role. */
export async function revokeRole(db: Database, userId: string, role: Role): Promise<boolean> {
  const removed = await db
    .delete(schema.userRoles)
    .where(and(eq(schema.userRoles.userId, userId), eq(schema.userRoles.role, role)))
    .returning({ id: schema.userRoles.id });
  return removed.length > 0;
}
