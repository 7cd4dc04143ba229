import { fromHalves, IDEA_SET_COST_HALVES } from "@domain/credits";
import { FREE_IDEA_SETS_PER_DAY, type IdeaRequest, utcDayStart } from "@domain/ideas";
import { monthKey } from "@domain/usage";
import { and, count, eq, gte, ne } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { generationQueue } from "../generation";
import { lockUsageRow, QuotaExceeded, reserveCredit } from "../usage";
import { DailyLimitReached, InsufficientCredits } from "./errors";
import { IDEA_QUEUE } from "./queue";

type Tx = ReturnType<typeof drizzle<typeof schema>>;

/** The free sets of the user's UTC day that count: those not failed. */
export async function freeSetsUsedToday(tx: Pick<Tx, "select">, userId: string, now: Date) {
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
  const boss = generationQueue().boss;
  const client = await database().$client.connect();
  try {
    await client.query("begin");
    const tx = drizzle({ client, schema, casing: "snake_case" });
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
    await boss.send(
      IDEA_QUEUE,
      { runId: row.id },
      { id: row.id, db: { executeSql: (text, values) => client.query(text, values) } },
    );
    await client.query("commit");
    return { id: row.id };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
