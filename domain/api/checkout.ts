/**
 * POST /billing/checkout is the plain form of the pricing buttons: it answers a redirect (to the
 * provider's checkout, a visitor to sign in first, or back to the dashboard with a toast), and a
 * GET of the address goes back to the plans. In a file of its own because the pricing dialog is on
 * every dashboard page: it imports only the plans, not billing.ts's schemas and messages.
 */
import { z } from "zod";
import { BILLING_PERIODS, PAID_TIERS } from "../plans";
import { contract } from "./contract";

/** The pricing buttons' plain form; a missing period is monthly. */
export type CheckoutFields = { plan?: unknown; period?: unknown };

const checkoutFieldsSchema = z.object({
  plan: z.enum(PAID_TIERS),
  period: z.enum(BILLING_PERIODS).optional(),
}) as z.ZodType<CheckoutFields>;

export const startCheckout = contract({
  id: "startCheckout",
  method: "POST",
  path: "/billing/checkout",
  summary:
    "Goes to the provider's checkout for a plan (a visitor to sign in first; a failure back " +
    "to the dashboard with a toast)",
  access: "visitor",
  body: {
    schema: checkoutFieldsSchema,
    // The choice is checked by the handler: a bad one goes back with a toast, not a 400.
    parse: (raw) => ({
      ok: true,
      value: typeof raw === "object" && raw !== null ? (raw as CheckoutFields) : {},
    }),
  },
  answer: { kind: "redirect" },
  errors: [],
});

export const revisitCheckout = contract({
  id: "revisitCheckout",
  method: "GET",
  path: "/billing/checkout",
  summary: "A reloaded or bookmarked checkout address: back to the plans on the dashboard",
  access: "visitor",
  answer: { kind: "redirect" },
  errors: [],
});
