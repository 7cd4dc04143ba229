/**
 * POST /api/billing/subscription (signed-in users): `{ action: "cancel" | "resume" }` cancels the
 * paid plan at the end of its period or takes that back. The change itself arrives as the
 * provider's webhook (POST /api/billing/webhook answers `{ received, outcome }`). A paid plan an
 * admin gave (no provider subscription) has no period: cancel ends it at once (ADR 0020); without
 * a paid plan (also a second cancel of it) the answer is 404 and nothing changes.
 *
 * POST /billing/portal is the plain form of Manage billing: it answers a redirect (to the
 * provider, or back with a toast), and a GET of it goes back to the profile. The pricing buttons'
 * checkout is in checkout.ts.
 */
import { z } from "zod";
import { BILLING_MESSAGES } from "../billing";
import { contract } from "./contract";
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

export const changeSubscription = contract({
  id: "changeSubscription",
  method: "POST",
  path: "/api/billing/subscription",
  summary: "Cancel the paid plan (at period end, or at once for an admin's grant) or resume it",
  access: "user",
  loginMessage: BILLING_MESSAGES.signInToCancel,
  body: { schema: subscriptionChangeSchema, parse: parseSubscriptionChange },
  answer: { kind: "json", schema: subscriptionChangeResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND"],
});

/** A provider's event: whole objects of its own; only its signature is checked here. */
const providerEventSchema = z.looseObject({ id: z.string(), type: z.string() });

export const receiveBillingEvent = contract({
  id: "receiveBillingEvent",
  method: "POST",
  path: "/api/billing/webhook",
  summary: "The payment provider's events, checked by their signature",
  access: "provider",
  body: {
    schema: providerEventSchema,
    raw: true,
    // An event carries whole objects (an invoice with many lines can pass 64 KB).
    limit: 1024 * 1024,
  },
  answer: { kind: "json", schema: webhookResponseSchema },
  errors: ["INVALID_INPUT"],
});

export const openBillingPortal = contract({
  id: "openBillingPortal",
  method: "POST",
  path: "/billing/portal",
  summary: "Goes to the provider's billing portal (users with a provider customer)",
  access: "user",
  answer: { kind: "redirect" },
  errors: ["NOT_FOUND"],
});

export const revisitBillingPortal = contract({
  id: "revisitBillingPortal",
  method: "GET",
  path: "/billing/portal",
  summary: "A reloaded billing portal address: back to the profile",
  access: "visitor",
  answer: { kind: "redirect" },
  errors: [],
});
