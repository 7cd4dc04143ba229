import { ROLES, type Role } from "@domain/roles";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db";
import { schema } from "../db";
import { grantRole, revokeRole } from "./roles";

export const ADMIN_USAGE = "Usage: npm run admin -- grant|revoke <email> [admin|super_admin]";

/**
 * The operators' command (`npm run admin -- grant ada@example.com`): grants or revokes a role
 * of a user who has signed in at least once. Returns what it did, or throws with the reason.
 */
export async function runAdminCommand(db: Database, args: string[]): Promise<string> {
  const [verb, email, roleArg = "admin"] = args;
  if ((verb !== "grant" && verb !== "revoke") || !email) throw new Error(ADMIN_USAGE);
  if (!(ROLES as readonly string[]).includes(roleArg))
    throw new Error(`Unknown role "${roleArg}". ${ADMIN_USAGE}`);
  const role = roleArg as Role;
  const [user] = await db
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(eq(sql`lower(${schema.user.email})`, email.trim().toLowerCase()));
  if (!user) throw new Error(`No user with the e-mail ${email}: they must sign in once first.`);
  if (verb === "grant") {
    await grantRole(db, user.id, role);
    return `${email} now has the ${role} role.`;
  }
  return (await revokeRole(db, user.id, role))
    ? `${email} no longer has the ${role} role.`
    : `${email} did not have the ${role} role.`;
}
