import type { UsageResponse } from "@domain/api/usage";
import { fromHalves, remainingHalves, toHalves } from "@domain/credits";
import { PLANS, type Tier } from "@domain/plans";
import { monthKey, usageLimitMessage } from "@domain/usage";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { type Database, database, schema } from "../db";
import { AppError } from "../errors";

/** The spec's usage data (section 3), plus the exact remaining count the screens show. */
export type UsageData = UsageResponse;

type Executor = Pick<Database, "select" | "insert" | "update" | "execute">;

/**
 * Thrown when a start would go past the month's quota (spec section 8, the server's "Usage limit
 * exceeded"): the screen says "Usage Limit Exceeded" with the tier's message and opens the plans.
 */
export class QuotaExceeded extends AppError {
  constructor(
    readonly tier: Tier,
    readonly limit: number,
  ) {
    super("USAGE_LIMIT", 402, usageLimitMessage(tier), {
      title: "account:generation.usageExceededTitle",
      params: { count: limit, tier },
    });
  }
}

export function generationLimit(user: Pick<SessionUser, "tier" | "isAdmin">): number | null {
  return user.isAdmin ? null : PLANS[user.tier].generationLimit;
}

/** The signed-in user's usage for the current UTC month. */
export async function usageFor(user: SessionUser, now = new Date()): Promise<UsageData> {
  const month = monthKey(now);
  const [row] = await database()
    .select()
    .from(schema.userUsage)
    .where(and(eq(schema.userUsage.userId, user.id), eq(schema.userUsage.monthYear, month)));
  const used = toHalves(row?.generationsUsed ?? "0");
  const reserved = toHalves(row?.generationsReserved ?? "0");
  const limit = generationLimit(user);
  const left = remainingHalves(limit, used, reserved);
  return {
    tier: user.isAdmin ? "admin" : user.tier,
    can_generate: left === null || left >= 2,
    tier_limits: { generation_limit: limit },
    current_usage: {
      words_generated: row?.wordsGenerated ?? 0,
      generations_used: Number(fromHalves(used + reserved)),
    },
    remaining: left === null ? null : Math.floor(left / 2),
    month_year: month,
  };
}

/**
 * Locks the user's usage row of this month (creating it), inside the caller's transaction:
 * every start that counts against a quota (the month's credits, the free tier's daily idea sets)
 * queues here, so concurrent starts can never pass a limit together.
 */
export async function lockUsageRow(
  tx: Executor,
  userId: string,
  now = new Date(),
): Promise<{ used: string; reserved: string } | undefined> {
  const month = monthKey(now);
  await tx.insert(schema.userUsage).values({ userId, monthYear: month }).onConflictDoNothing();
  const locked = await tx.execute<{ used: string; reserved: string }>(
    sql`select generations_used as used, generations_reserved as reserved from user_usage
        where user_id = ${userId} and month_year = ${month} for update`,
  );
  return locked.rows[0];
}

/**
 * Reserves `costHalves` for the user in this month, inside the caller's transaction. The usage
 * row is locked first, so concurrent starts queue on it and can never pass the quota together.
 */
export async function reserveCredit(
  tx: Executor,
  user: Pick<SessionUser, "id" | "tier" | "isAdmin">,
  costHalves: number,
  now = new Date(),
): Promise<{ monthYear: string }> {
  const month = monthKey(now);
  const row = await lockUsageRow(tx, user.id, now);
  const limit = generationLimit(user);
  const left = remainingHalves(limit, toHalves(row?.used ?? "0"), toHalves(row?.reserved ?? "0"));
  if (left !== null && left < costHalves) throw new QuotaExceeded(user.tier, limit ?? 0);
  await tx
    .update(schema.userUsage)
    .set({
      generationsReserved: sql`${schema.userUsage.generationsReserved} + ${fromHalves(costHalves)}::numeric`,
      updatedAt: new Date(),
    })
    .where(and(eq(schema.userUsage.userId, user.id), eq(schema.userUsage.monthYear, month)));
  return { monthYear: month };
}

/** Turns a reservation into usage (with the words written), inside the caller's transaction. */
export async function commitCredit(
  tx: Executor,
  reservation: { userId: string; monthYear: string; credit: string },
  words: number,
): Promise<void> {
  await tx
    .update(schema.userUsage)
    .set({
      generationsReserved: sql`${schema.userUsage.generationsReserved} - ${reservation.credit}::numeric`,
      generationsUsed: sql`${schema.userUsage.generationsUsed} + ${reservation.credit}::numeric`,
      wordsGenerated: sql`${schema.userUsage.wordsGenerated} + ${words}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(schema.userUsage.userId, reservation.userId),
        eq(schema.userUsage.monthYear, reservation.monthYear),
      ),
    );
}

/** Gives a reservation back (the generation failed), inside the caller's transaction. */
export async function releaseCredit(
  tx: Executor,
  reservation: { userId: string; monthYear: string; credit: string },
): Promise<void> {
  await tx
    .update(schema.userUsage)
    .set({
      generationsReserved: sql`greatest(${schema.userUsage.generationsReserved} - ${reservation.credit}::numeric, 0)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(schema.userUsage.userId, reservation.userId),
        eq(schema.userUsage.monthYear, reservation.monthYear),
      ),
    );
}
