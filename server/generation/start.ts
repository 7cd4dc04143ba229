import { fromHalves, GENERATION_COST_HALVES } from "@domain/credits";
import type { GenerationInput } from "@domain/generation-input";
import { concurrentGenerationLimit, PLANS } from "@domain/plans";
import { and, count, eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { SessionUser } from "../auth";
import { type Database, schema } from "../db";
import { TooManyRequests } from "../errors";
import { inStartTransaction } from "../jobs";
import { readySources } from "../research";
import { reserveCredit } from "../usage";
import { readyVoice } from "../voices";
import { generationJob } from "./runner";

type Starter = Pick<SessionUser, "id" | "tier" | "isAdmin">;

/** How much a plan with priority processing (elite) is ahead in the queue. */
const PRIORITY_BOOST = 10;
/** What a refused start tells the client to wait, in seconds: about one short generation. */
export const BUSY_RETRY_AFTER_SECONDS = 30;

/**
 * Thrown when the user already has their plan's number of generations in progress (spec section
 * 8 style: a title and a message with the number). Nothing was reserved.
 */
export class GenerationsBusy extends TooManyRequests {
  constructor(limit: number) {
    super("account:generation.busy", BUSY_RETRY_AFTER_SECONDS, {
      code: "GENERATIONS_BUSY",
      title: "account:generation.busyTitle",
      params: { count: limit },
    });
  }
}

/**
 * The queue priority of a user's next generation: higher runs first (pg-boss `priority desc`,
 * then first come, first served). Elite plans start PRIORITY_BOOST ahead; every generation the
 * user already has waiting puts the next one a step back. So the queue serves users in turns (each
 * user's first waiting job, then each one's second...) and one user's backlog cannot hold up
 * someone else's first job (ADR 0017).
 */
export function generationPriority(user: Pick<SessionUser, "tier">, waiting: number): number {
  return (PLANS[user.tier].priority ? PRIORITY_BOOST : 0) - waiting;
}

async function generationsOf(
  tx: Pick<Database, "select">,
  userId: string,
  statuses: ("queued" | "running")[],
) {
  const [row] = await tx
    .select({ total: count() })
    .from(schema.generations)
    .where(
      and(eq(schema.generations.userId, userId), inArray(schema.generations.status, statuses)),
    );
  return row?.total ?? 0;
}

/**
 * Creates the generation row and its job, inside the caller's transaction (the credit is already
 * reserved for `monthYear`). Its priority follows `generationPriority`.
 */
export async function queueGeneration(
  client: pg.PoolClient,
  user: Starter,
  input: GenerationInput,
  monthYear: string,
): Promise<string> {
  const tx = drizzle({ client, schema, casing: "snake_case" });
  const waiting = await generationsOf(tx, user.id, ["queued"]);
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
  // Enqueued with its notice to the event streams, in the caller's transaction.
  await generationJob.enqueue(client, row.id, { priority: generationPriority(user, waiting) });
  return row.id;
}

/**
 * Starts a generation for the signed-in user, in ONE transaction that holds a lock on the user's
 * starts (so two concurrent starts are counted one after the other): refused with GenerationsBusy
 * when the plan's number of generations is already in progress, then the month's quota is checked
 * and a credit reserved, the generation row created and its job enqueued. Returns at once with the
 * generation's id. Throws QuotaExceeded when no credit is left. Sources given (issue 27) must each
 * be one of the user's ready sources, checked first: otherwise NotFound
 * (evidence:errors.sourceNotFound) and nothing is reserved. So must a voice given (issue 29): one
 * of the user's learned voices, else NotFound (someone else's or none) or Conflict
 * VOICE_NOT_READY, before anything is reserved.
 */
export async function startGeneration(
  user: Starter,
  input: GenerationInput,
): Promise<{ id: string }> {
  if (input.sourceIds?.length) await readySources(user, input.sourceIds);
  if (input.voiceId) await readyVoice(user, input.voiceId);
  return inStartTransaction(`generations:${user.id}`, async (tx, client) => {
    const limit = concurrentGenerationLimit(user);
    if ((await generationsOf(tx, user.id, ["queued", "running"])) >= limit)
      throw new GenerationsBusy(limit);
    const { monthYear } = await reserveCredit(tx, user, GENERATION_COST_HALVES);
    return { id: await queueGeneration(client, user, input, monthYear) };
  });
}
