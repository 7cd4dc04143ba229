import { fromHalves, IDEA_SET_COST_HALVES } from "@domain/credits";
import { FREE_IDEA_SETS_PER_DAY, type IdeaRequest, utcDayStart } from "@domain/ideas";
import { monthKey } from "@domain/usage";
import { and, count, eq, gte, ne } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { schema } from "../db";
import { inStartTransaction, type StartTx } from "../jobs";
import { lockUsageRow, QuotaExceeded, reserveCredit } from "../usage";
import { DailyLimitReached, InsufficientCredits } from "./errors";
import { ideaJob } from "./run";

/** The free sets of the user's UTC day that count: those not failed. */
export async function freeSetsUsedToday(tx: Pick<StartTx, "select">, userId: string, now: Date) {
  const [row] = await tx
    .select({ used: count() })
    .from(schema.ideaRuns)
    .where(
      and(
        eq(schema.ideaRuns.userId, userId),
        eq(schema.ideaRuns.freeSet, true),
        ne(schema.ideaRuns.status, "failed"),
        gte(schema.ideaRuns.createdAt, utcDayStart(now)),
      ),
    );
  return row?.used ?? 0;
}

/**
 * Starts a set of ten ideas for the signed-in user, in ONE transaction: the month's usage row is
 * locked (so concurrent requests queue and can never pass a limit together), then a free user's
 * sets of the UTC day are counted (5 at no credit), a paid user's half credit is reserved (admins
 * are unlimited), the run is stored and its job enqueued. Returns the run's id at once.
 */
export async function startIdeaRun(
  user: Pick<SessionUser, "id" | "tier" | "isAdmin">,
  request: IdeaRequest,
  now = new Date(),
): Promise<{ id: string }> {
  return inStartTransaction(null, async (tx, client) => {
    const free = user.tier === "free" && !user.isAdmin;
    let costHalves = 0;
    if (free) {
      await lockUsageRow(tx, user.id, now);
      if ((await freeSetsUsedToday(tx, user.id, now)) >= FREE_IDEA_SETS_PER_DAY) {
        throw new DailyLimitReached();
      }
    } else {
      costHalves = IDEA_SET_COST_HALVES;
      await reserveCredit(tx, user, costHalves, now).catch((error) => {
        throw error instanceof QuotaExceeded ? new InsufficientCredits() : error;
      });
    }
    const [row] = await tx
      .insert(schema.ideaRuns)
      .values({
        userId: user.id,
        platform: request.platform,
        niche: request.niche,
        audience: request.audience ?? null,
        language: request.language,
        refresh: request.refresh,
        freeSet: free,
        credit: fromHalves(costHalves),
        monthYear: monthKey(now),
        createdAt: now,
      })
      .returning({ id: schema.ideaRuns.id });
    if (!row) throw new Error("idea run not created");
    await ideaJob.enqueue(client, row.id);
    return { id: row.id };
  });
}
