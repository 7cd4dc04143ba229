import { FREE_IDEA_SETS_PER_DAY, IDEA_MESSAGES } from "@domain/ideas";
import { AppError } from "../errors";

/** A free user's sixth set of the UTC day (spec section 8 "Daily Limit Reached"). */
export class DailyLimitReached extends AppError {
  constructor() {
    super("DAILY_LIMIT", 402, IDEA_MESSAGES.dailyLimit, {
      title: IDEA_MESSAGES.dailyLimitTitle,
      params: { count: FREE_IDEA_SETS_PER_DAY },
    });
  }
}

/** A paid user without half a credit left (spec section 8 "Insufficient Credits"). */
export class InsufficientCredits extends AppError {
  constructor() {
    super("INSUFFICIENT_CREDITS", 402, IDEA_MESSAGES.insufficientCredits, {
      title: IDEA_MESSAGES.insufficientCreditsTitle,
    });
  }
}

/** Bookmarks and Saved Ideas are elite's and admins' (spec section 6): 403, nothing stored. */
export class PremiumFeature extends AppError {
  constructor(messageKey: string) {
    super("PREMIUM_FEATURE", 403, messageKey, { title: IDEA_MESSAGES.premiumTitle });
  }
}
