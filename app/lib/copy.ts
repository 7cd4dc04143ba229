import { APP_NAME } from "@domain/app";
import { CLAIMS } from "@domain/site/claims";

/**
 * The values every marketing text may place ({{users}}, {{lift}}...): the claims of the one copy
 * file (domain/site/claims.ts) and the product's name.
 */
export const COPY = {
  app: APP_NAME,
  users: CLAIMS.users,
  uptime: CLAIMS.uptime,
  lift: CLAIMS.openRateLift,
  minutes: CLAIMS.minutesPerGeneration,
  seconds: CLAIMS.hookSeconds,
  languages: CLAIMS.languages,
  contentTypes: CLAIMS.contentTypes,
  min: CLAIMS.answerHoursMin,
  max: CLAIMS.answerHoursMax,
  days: CLAIMS.moneyBackDays,
  email: CLAIMS.supportEmail,
  support: CLAIMS.supportHours,
} as const;

/** A block of texts of a locale file (an object of titled paragraphs), in file order. */
export type TextBlocks = Record<string, { title: string; body: string }>;
