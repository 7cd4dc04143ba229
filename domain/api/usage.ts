/** GET /api/usage (signed-in users): the spec's usage data for the current UTC month (section 3). */
import { z } from "zod";
import { TIERS } from "../plans";
import { contract } from "./contract";

export const usageResponseSchema = z.object({
  tier: z.enum([...TIERS, "admin"]),
  can_generate: z.boolean(),
  /** null: unlimited. */
  tier_limits: z.object({ generation_limit: z.number().nullable() }),
  current_usage: z.object({ words_generated: z.number(), generations_used: z.number() }),
  /** Generations left this month (in progress ones count as used); null when unlimited. */
  remaining: z.number().int().nullable(),
  month_year: z.string(),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;

export const readUsage = contract({
  id: "readUsage",
  method: "GET",
  path: "/api/usage",
  summary: "The user's usage for the current UTC month",
  access: "user",
  answer: { kind: "json", schema: usageResponseSchema },
  errors: [],
  v1: { scope: "read" },
});
