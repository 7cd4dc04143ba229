import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, type CreditGrant, type UserQuery } from "@domain/admin";
import type { SessionUser } from "@domain/auth";
import { PLANS, type Tier } from "@domain/plans";
import type { Role } from "@domain/roles";
import { monthKey } from "@domain/usage";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { applyAdminTier } from "../billing";
import { database, schema } from "../db";
import { NotFound } from "../errors";
import type { Logger } from "../log";
import { lockUsageRow } from "../usage";
import { recordAudit, type Transaction } from "./audit";

type Actor = Pick<SessionUser, "id" | "email">;

export type AdminUserRow = {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  tier: Tier;
  roles: Role[];
  /** Credits used this month (may be below zero after grants), and held by running generations. */
  used: number;
  reserved: number;
  /** This month's quota; null when unlimited (admins). */
  limit: number | null;
};

/** `%text%` for ILIKE, with the user's own % _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of users whose e-mail or name contains the query (newest accounts first), with their
 * plan, roles and this month's usage: one query for the page, one for the count.
 */
export async function searchUsers(query: UserQuery, now = new Date()) {
  const db = database();
  const u = schema.user;
  const where = query.q
    ? or(ilike(u.email, containing(query.q)), ilike(u.name, containing(query.q)))
    : undefined;
  const roles = sql<
    Role[]
  >`coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = ${u.id}), '{}')`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: u.id,
        email: u.email,
        name: u.name,
        createdAt: u.createdAt,
        tier: sql<Tier>`coalesce(${schema.userSubscriptions.tier}, 'free')`,
        roles,
        used: sql<string>`coalesce(${schema.userUsage.generationsUsed}, 0)`,
        reserved: sql<string>`coalesce(${schema.userUsage.generationsReserved}, 0)`,
      })
      .from(u)
      .leftJoin(schema.userSubscriptions, eq(schema.userSubscriptions.userId, u.id))
      .leftJoin(
        schema.userUsage,
        and(eq(schema.userUsage.userId, u.id), eq(schema.userUsage.monthYear, monthKey(now))),
      )
      .where(where)
      .orderBy(desc(u.createdAt), u.id)
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(u).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    users: rows.map(
      (row): AdminUserRow => ({
        ...row,
        used: Number(row.used),
        reserved: Number(row.reserved),
        limit: row.roles.length > 0 ? null : PLANS[row.tier].generationLimit,
      }),
    ),
    total: n,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(n / ADMIN_PAGE_SIZE)),
  };
}

/** The user an admin acts on, read (and locked) inside the change's transaction; 404 if gone. */
export async function targetUser(tx: Transaction, userId: string) {
  const found = await tx.execute<{ id: string; email: string }>(
    sql`select id, email from "user" where id = ${userId} for key share`,
  );
  const target = found.rows[0];
  if (!target) throw new NotFound(ADMIN_MESSAGES.userNotFound);
  return target;
}

/**
 * Sets a user's plan through billing's admin change (server/billing `applyAdminTier`), with the
 * audit row in the same transaction. An unknown user is NotFound before anything is written.
 */
export async function changeTier(actor: Actor, userId: string, tier: Tier, log: Logger) {
  await database().transaction((tx) => targetUser(tx, userId));
  const before = await applyAdminTier(actor, userId, tier, log, async (tx, previous) => {
    await recordAudit(tx, {
      actor,
      target: await targetUser(tx, userId),
      action: "tier",
      before: { tier: previous },
      after: { tier },
    });
  });
  return { before, after: tier };
}

/**
 * Adds generation credits (decisions "Plans and quotas"): lowers this month's used count, which
 * may go below zero, and records who, whom, how many and why, in one transaction on the locked
 * usage row.
 */
export async function addCredits(
  actor: Actor,
  userId: string,
  grant: CreditGrant,
  log: Logger,
  now = new Date(),
) {
  const result = await database().transaction(async (tx) => {
    const target = await targetUser(tx, userId);
    const row = await lockUsageRow(tx, userId, now);
    const before = Number(row?.used ?? 0);
    const after = before - grant.credits;
    await tx
      .update(schema.userUsage)
      .set({ generationsUsed: String(after), updatedAt: new Date() })
      .where(
        and(eq(schema.userUsage.userId, userId), eq(schema.userUsage.monthYear, monthKey(now))),
      );
    await recordAudit(tx, {
      actor,
      target,
      action: "credits",
      before: { used: before },
      after: { used: after, added: grant.credits, month: monthKey(now) },
      reason: grant.reason,
    });
    return { before, after };
  });
  log.info({ adminId: actor.id, userId, credits: grant.credits }, "credits added by an admin");
  return result;
}
