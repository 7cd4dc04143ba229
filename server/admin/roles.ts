import { ADMIN_MESSAGES, type RoleChange } from "@domain/admin";
import type { SessionUser } from "@domain/auth";
import type { Role } from "@domain/roles";
import { and, eq, sql } from "drizzle-orm";
import { database, schema } from "../db";
import { Conflict } from "../errors";
import type { Logger } from "../log";
import { recordAudit } from "./audit";
import { targetUser } from "./users";

/** Serialises role changes, so two super_admins cannot remove each other at the same moment. */
const ROLE_CHANGES_LOCK = sql`select pg_advisory_xact_lock(hashtext('inkwell:admin-roles'))`;

/**
 * A super_admin grants or revokes a role (decisions "Sign-in"). Refused: removing the last
 * super_admin (409 LAST_SUPER_ADMIN), and taking a role away from oneself without `confirm`
 * (409 CONFIRM_REQUIRED: the screen asks, then sends it again confirmed). Granting a role held,
 * or revoking one not held, changes nothing and records nothing.
 */
export async function changeRole(
  actor: Pick<SessionUser, "id" | "email">,
  userId: string,
  change: RoleChange,
  log: Logger,
): Promise<{ roles: Role[]; changed: boolean }> {
  const outcome = await database().transaction(async (tx) => {
    await tx.execute(ROLE_CHANGES_LOCK);
    const target = await targetUser(tx, userId);
    const held = await tx
      .select({ role: schema.userRoles.role })
      .from(schema.userRoles)
      .where(eq(schema.userRoles.userId, userId));
    const before = held.map((r) => r.role as Role).sort();
    if (change.grant === before.includes(change.role)) return { roles: before, changed: false };
    if (!change.grant) {
      if (userId === actor.id && !change.confirm)
        throw new Conflict("CONFIRM_REQUIRED", ADMIN_MESSAGES.confirmSelf, {
          params: { role: change.role },
        });
      if (change.role === "super_admin") {
        const [others] = await tx
          .execute<{ n: number }>(
            sql`select count(*)::int as n from user_roles where role = 'super_admin' and user_id <> ${userId}`,
          )
          .then((r) => r.rows);
        if ((others?.n ?? 0) === 0)
          throw new Conflict("LAST_SUPER_ADMIN", ADMIN_MESSAGES.lastSuperAdmin);
      }
      await tx
        .delete(schema.userRoles)
        .where(and(eq(schema.userRoles.userId, userId), eq(schema.userRoles.role, change.role)));
    } else {
      await tx.insert(schema.userRoles).values({ userId, role: change.role });
    }
    const after = change.grant
      ? [...before, change.role].sort()
      : before.filter((role) => role !== change.role);
    await recordAudit(tx, {
      actor,
      target,
      action: change.grant ? "grant_role" : "revoke_role",
      before: { roles: before },
      after: { roles: after },
    });
    return { roles: after, changed: true };
  });
  if (outcome.changed)
    log.info({ adminId: actor.id, userId, role: change.role, grant: change.grant }, "role changed");
  return outcome;
}
