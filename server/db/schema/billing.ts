import { BILLING_PERIODS, PAID_TIERS } from "@domain/plans";
import { boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { oneOf } from "./constraints";

/**
 * Every verified webhook event, stored once by the provider's event id: a second delivery of the
 * same id finds its row and changes nothing (server/billing, the state machine).
 */
export const billingEvents = pgTable("billing_events", {
  /** `<provider>:<event id>`, so a sandbox id can never collide with a Stripe one. */
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  customerId: text("customer_id"),
  /** What the handler did: synced, unknown-customer. */
  outcome: text("outcome").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in sandbox provider's own records: what Stripe would hold on its side. The app's
 * subscription state never reads these directly; it reads them through the provider's
 * `readSubscription`, exactly as it reads Stripe.
 */
export const sandboxCheckouts = pgTable(
  "sandbox_checkouts",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    tier: text("tier").notNull(),
    period: text("period").notNull(),
    /** open, then paid (once) or still open after a declined card. */
    status: text("status").notNull().default("open"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("sandbox_checkouts_tier_check", oneOf(t.tier, PAID_TIERS)),
    check("sandbox_checkouts_period_check", oneOf(t.period, BILLING_PERIODS)),
    check("sandbox_checkouts_status_check", oneOf(t.status, ["open", "paid"])),
  ],
);

export const sandboxSubscriptions = pgTable(
  "sandbox_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    tier: text("tier").notNull(),
    period: text("period").notNull(),
    /** active, or canceled once its period ended with cancel_at_period_end. */
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sandbox_subscriptions_customer_idx").on(t.customerId),
    check("sandbox_subscriptions_tier_check", oneOf(t.tier, PAID_TIERS)),
    check("sandbox_subscriptions_period_check", oneOf(t.period, BILLING_PERIODS)),
    check("sandbox_subscriptions_status_check", oneOf(t.status, ["active", "canceled"])),
  ],
);
