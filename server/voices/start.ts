import { fromHalves } from "@domain/credits";
import { voiceLimitsFor } from "@domain/plans";
import { monthKey } from "@domain/usage";
import { type CreateVoiceInput, VOICE_MESSAGES, type Voice } from "@domain/voices";
import { count, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { schema } from "../db";
import { AppError, Conflict } from "../errors";
import { inStartTransaction } from "../jobs";
import { QuotaExceeded, reserveCredit } from "../usage";
import { voiceJob } from "./job";
import { storedSamples } from "./samples";
import { learnCostHalves, toVoice } from "./store";

/** No half credit left this month to learn a voice (402, in the voices namespace's words). */
export class VoiceCredits extends AppError {
  constructor() {
    super("INSUFFICIENT_CREDITS", 402, VOICE_MESSAGES.insufficientCredits);
  }
}

/**
 * Starts learning a voice for the signed-in user. The samples are checked first (posts read from
 * their own library, every text cleaned, cut and long enough: storedSamples). Then in ONE
 * transaction, under a lock on the user's voices (so concurrent creates are counted one after
 * the other and never pass the plan's number together): the plan's voice limit (409
 * VOICE_LIMIT with it), the learning cost reserved (402 when no half credit is left; admins
 * learn for nothing), the row stored and its job enqueued. Answers the queued voice at once.
 */
export async function createVoice(
  user: Pick<SessionUser, "id" | "tier" | "isAdmin">,
  input: CreateVoiceInput,
  now = new Date(),
): Promise<Voice> {
  const samples = await storedSamples(user, input.samples);
  return inStartTransaction(`voices:${user.id}`, async (tx, client) => {
    const limit = voiceLimitsFor(user).voices;
    const [kept] = await tx
      .select({ total: count() })
      .from(schema.voices)
      .where(eq(schema.voices.userId, user.id));
    if ((kept?.total ?? 0) >= limit)
      throw new Conflict("VOICE_LIMIT", VOICE_MESSAGES.limit, { params: { limit } });
    const costHalves = learnCostHalves(user);
    if (costHalves > 0)
      await reserveCredit(tx, user, costHalves, now).catch((error: unknown) => {
        throw error instanceof QuotaExceeded ? new VoiceCredits() : error;
      });
    const [row] = await tx
      .insert(schema.voices)
      .values({
        userId: user.id,
        name: input.name,
        language: input.language,
        samples,
        credit: fromHalves(costHalves),
        monthYear: monthKey(now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("voice not created");
    await voiceJob.enqueue(client, row.id);
    return toVoice(row);
  });
}
