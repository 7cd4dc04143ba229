import { EVIDENCE_MESSAGES } from "@domain/evidence";
import { AppError } from "../errors";

/** No half credit left this month for a brief or a fact check (spec section 8). */
export class InsufficientCredits extends AppError {
  constructor() {
    super("INSUFFICIENT_CREDITS", 402, EVIDENCE_MESSAGES.insufficientCredits);
  }
}
