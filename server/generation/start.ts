import { fromHalves, GENERATION_COST_HALVES } from "@domain/credits";
import type { GenerationInput } from "@domain/generation-input";
import { PLANS } from "@domain/plans";
import { drizzle } from "drizzle-orm/node-postgres";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { reserveCredit } from "../usage";
import { generationQueue } from "./instance";
import { notifyProgress } from "./progress";
import { GENERATION_QUEUE } from "./queue";

/** The queue priority of a user's generations: higher runs first (pg-boss `priority desc`). */
export function generationPriority(user: Pick<SessionUser, "tier">): number {
  return PLANS[user.tier].priority ? 10 : 0;
}

/**
 * Starts a generation for the signed-in user: in ONE transaction the month's quota is checked
 * and a credit reserved (the usage row is locked, so concurrent starts cannot pass the quota),
 * the generation row is created and its job enqueued. Returns at once with the generation's id.
 * Throws QuotaExceeded when no credit is left.
 */
export async function startGeneration(
  user: Pick<SessionUser, "id" | "tier" | "isAdmin">,
  input: GenerationInput,
): Promise<{ id: string }> {
  const boss = generationQueue().boss;
  const client = await database().$client.connect();
  try {
    await client.query("begin");
    const tx = drizzle({ client, schema, casing: "snake_case" });
    const { monthYear } = await reserveCredit(tx, user, GENERATION_COST_HALVES);
    const [row] = await tx
      .insert(schema.generations)
      .values({
        userId: user.id,
        contentType: input.contentType,
        input,
        credit: fromHalves(GENERATION_COST_HALVES),
        monthYear,
      })
      .returning({ id: schema.generations.id });
    if (!row) throw new Error("generation not created");
    await boss.send(
      GENERATION_QUEUE,
      { generationId: row.id },
      {
        id: row.id,
        // Plans with priority processing (elite) are taken from the queue first.
        priority: generationPriority(user),
        db: { executeSql: (text, values) => client.query(text, values) },
      },
    );
    await notifyProgress(tx, row.id);
    await client.query("commit");
    return { id: row.id };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
