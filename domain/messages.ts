import type { Tier } from "./plans";

/** Spec section 8, word for word: the messages generation shows. */
export const MESSAGES = {
  usageLimitTitle: "Usage Limit Reached",
  usageLimitFree: (limit: number) =>
    `You've used all ${limit} generations for this month. Upgrade to unlock unlimited content creation!`,
  usageLimitPaid: (limit: number) =>
    `You've reached your monthly limit of ${limit} generations. Upgrade for more!`,
  generationFailedTitle: "Generation Failed",
  generationFailed:
    "Unable to generate content at this time. Please try again or contact support if the issue persists.",
  missingInformationTitle: "Missing Information",
  validationErrorTitle: "Validation Error",
  checkInput: "Please check your input",
  generatedTitle: (label: string) => `${label} Generated!`,
  generatedDescription: "Your AI-powered content has been created successfully.",
} as const;

export function usageLimitMessage(tier: Tier, limit: number): string {
  return tier === "free" ? MESSAGES.usageLimitFree(limit) : MESSAGES.usageLimitPaid(limit);
}
