import { EVIDENCE_MESSAGES } from "@domain/evidence";
import type { SessionUser } from "../auth";
import { AppError } from "../errors";
import { QuotaExceeded, reserveCredit } from "../usage";

/** No half credit left this month for a brief or a fact check (spec section 8). */
export class InsufficientCredits extends AppError {
  constructor() {
    super("INSUFFICIENT_CREDITS", 402, EVIDENCE_MESSAGES.insufficientCredits);
  }
}

/**
 * Reserves a brief's or a fact check's cost in the caller's start transaction; no credit left is
 * InsufficientCredits (402), in the evidence namespace's words.
 */
export async function reserveEvidenceCost(
  tx: Parameters<typeof reserveCredit>[0],
  user: Pick<SessionUser, "id" | "tier" | "isAdmin">,
  costHalves: number,
  now: Date,
): Promise<void> {
  await reserveCredit(tx, user, costHalves, now).catch((error: unknown) => {
    throw error instanceof QuotaExceeded ? new InsufficientCredits() : error;
  });
}
