/**
 * POST /api/billing/subscription (signed-in users): `{ action: "cancel" | "resume" }` cancels the
 * paid plan at the end of its period or takes that back. The change itself arrives as the
 * provider's webhook (POST /api/billing/webhook answers `{ received, outcome }`). A paid plan an
 * admin gave (no provider subscription) has no period: cancel ends it at once (ADR 0020); without
 * a paid plan (also a second cancel of it) the answer is 404 and nothing changes.
 */
import { z } from "zod";
import { BILLING_MESSAGES } from "../billing";
import type { ParseResult } from "./errors";

export const subscriptionChangeSchema = z.object({ action: z.enum(["cancel", "resume"]) });
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

export function parseSubscriptionChange(body: unknown): ParseResult<SubscriptionChange> {
  const parsed = subscriptionChangeSchema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    problem: { title: BILLING_MESSAGES.cancelFailedTitle, message: BILLING_MESSAGES.cancelFailed },
  };
}

export const subscriptionChangeResponseSchema = z.object({ ok: z.literal(true) });
export type SubscriptionChangeResponse = z.infer<typeof subscriptionChangeResponseSchema>;

export const webhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(["synced", "duplicate", "unknown-customer", "ignored"]),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
