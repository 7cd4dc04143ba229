import { randomUUID } from "node:crypto";
import type { Tier } from "@domain/plans";
import { eq, sql } from "drizzle-orm";
import { type Database, database, schema } from "../db";
import type { Logger } from "../log";
import {
  type BillingEvent,
  type BillingProvider,
  LIVE_STATUSES,
  type SourceSubscription,
} from "./provider";

export type EventOutcome = "synced" | "duplicate" | "unknown-customer" | "ignored";

/** What the user's row becomes for the provider's subscription (none: back to free). */
export function stateFor(source: SourceSubscription | null) {
  if (!source || !LIVE_STATUSES.has(source.status))
    return {
      tier: "free" as Tier,
      status: "active",
      subscriptionId: null,
      billingPeriod: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    };
  return {
    tier: source.tier as Tier,
    status:
      source.status === "past_due"
        ? "past_due"
        : source.status === "trialing"
          ? "trialing"
          : "active",
    subscriptionId: source.id,
    billingPeriod: source.period,
    currentPeriodEnd: source.currentPeriodEnd,
    cancelAtPeriodEnd: source.cancelAtPeriodEnd,
  };
}

/**
 * The subscription state machine: the one place a user's tier changes (decisions: "Billing").
 * Fed by verified webhook events. In one transaction it stores the event id (a second delivery
 * finds it and is a no-op), locks the customer's row, re-reads the subscription from the
 * provider and writes tier, period end and cancel flag from that. The event's own order and
 * payload are never trusted, so any order of delivery ends in the provider's state, and two
 * events for one user are applied one after the other (the row lock).
 * A failure (the provider unreachable) rolls back, event id included, so the retry is processed.
 */
export async function processEvent(
  provider: BillingProvider,
  event: BillingEvent,
  log: Logger,
): Promise<EventOutcome> {
  return database().transaction(async (tx) => {
    const stored = await tx
      .insert(schema.billingEvents)
      .values({
        id: `${provider.name}:${event.id}`,
        type: event.type,
        customerId: event.customerId,
        outcome: "synced",
      })
      .onConflictDoNothing()
      .returning({ id: schema.billingEvents.id });
    const context = { eventId: event.id, type: event.type, customerId: event.customerId };
    if (stored.length === 0) {
      log.info(context, "billing event already processed: ignored");
      return "duplicate";
    }
    const setOutcome = (outcome: EventOutcome) =>
      tx
        .update(schema.billingEvents)
        .set({ outcome })
        .where(eq(schema.billingEvents.id, `${provider.name}:${event.id}`));
    if (!event.customerId) {
      await setOutcome("ignored");
      return "ignored";
    }
    const locked = await tx.execute<{ user_id: string; tier: string }>(
      sql`select user_id, tier from user_subscriptions where customer_id = ${event.customerId} for update`,
    );
    const row = locked.rows[0];
    if (!row) {
      log.warn(context, "billing event for an unknown customer: acknowledged, nothing changed");
      await setOutcome("unknown-customer");
      return "unknown-customer";
    }
    const next = stateFor(await provider.readSubscription(event.customerId));
    await tx
      .update(schema.userSubscriptions)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(schema.userSubscriptions.userId, row.user_id));
    log.info(
      { ...context, userId: row.user_id, from: row.tier, to: next.tier },
      "subscription synced",
    );
    return "synced";
  });
}

/** The transaction an admin change runs in, for the caller's own rows (the audit log's). */
export type AdminTierTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * An admin's plan change (spec: "sets tier and status to active and creates the subscription
 * record if none exists"), through the same machine: the user's row locked, the change recorded
 * in billing_events (`admin:<id>`, who and what) and written in one transaction. `within` runs in
 * that transaction with the tier before the change, so the caller's record of it (the admin
 * audit log) commits or rolls back with it. A user who also pays through the provider is
 * re-synced from the provider by its next event: the provider is the source for paid
 * subscriptions, an admin's grant for everyone else. Returns the tier before the change.
 */
export async function applyAdminTier(
  admin: { id: string },
  userId: string,
  tier: Tier,
  log: Logger,
  within?: (tx: AdminTierTransaction, before: Tier) => Promise<void>,
): Promise<Tier> {
  const before = await database().transaction(async (tx) => {
    await tx.insert(schema.userSubscriptions).values({ userId }).onConflictDoNothing();
    const locked = await tx.execute<{ tier: Tier }>(
      sql`select tier from user_subscriptions where user_id = ${userId} for update`,
    );
    const previous = locked.rows[0]?.tier ?? "free";
    await tx
      .update(schema.userSubscriptions)
      .set({ tier, status: "active", updatedAt: new Date() })
      .where(eq(schema.userSubscriptions.userId, userId));
    await tx.insert(schema.billingEvents).values({
      id: `admin:${randomUUID()}`,
      type: `admin.tier.${tier}`,
      customerId: null,
      outcome: `set by ${admin.id} for ${userId}`,
    });
    await within?.(tx, previous);
    return previous;
  });
  log.info({ adminId: admin.id, userId, from: before, to: tier }, "plan changed by an admin");
  return before;
}

/** What a user's own cancellation found: a provider subscription, an admin's grant it ended, or no plan. */
export type OwnCancellation =
  | { kind: "provider"; subscriptionId: string }
  | { kind: "grant-ended"; before: Tier }
  | { kind: "none" };

/**
 * A user's cancellation of their own plan, decided on their locked row (ADR 0020). A provider
 * subscription is the provider's to cancel (at period end; the caller asks it, the webhook
 * brings the change). A paid tier without one was given by an admin and has no billing period
 * of its own, so it ends at once: in one transaction the row goes back to free, the change is
 * recorded in billing_events (`user:<id>`, as an admin's grant is) and in the admin audit log
 * (`cancel_grant`, the user as actor) beside the admin's grant it undoes. A second or concurrent
 * request finds the row free and changes and records nothing ("none").
 */
export async function cancelOwnPlan(
  user: { id: string; email: string },
  log: Logger,
): Promise<OwnCancellation> {
  const outcome = await database().transaction(async (tx): Promise<OwnCancellation> => {
    const locked = await tx.execute<{ tier: Tier; subscription_id: string | null }>(
      sql`select tier, subscription_id from user_subscriptions where user_id = ${user.id} for update`,
    );
    const row = locked.rows[0];
    if (row?.subscription_id) return { kind: "provider", subscriptionId: row.subscription_id };
    if (!row || row.tier === "free") return { kind: "none" };
    await tx
      .update(schema.userSubscriptions)
      .set({ ...stateFor(null), updatedAt: new Date() })
      .where(eq(schema.userSubscriptions.userId, user.id));
    await tx.insert(schema.billingEvents).values({
      id: `user:${randomUUID()}`,
      type: "grant.cancelled",
      customerId: null,
      outcome: `ended by ${user.id}: ${row.tier} to free`,
    });
    await tx.insert(schema.adminAuditLog).values({
      actorId: user.id,
      actorEmail: user.email,
      targetId: user.id,
      targetEmail: user.email,
      action: "cancel_grant",
      before: { tier: row.tier },
      after: { tier: "free" },
    });
    return { kind: "grant-ended", before: row.tier };
  });
  if (outcome.kind === "grant-ended")
    log.info(
      { userId: user.id, from: outcome.before, to: "free" },
      "admin-given plan ended by its user",
    );
  return outcome;
}

/** Links the provider's customer to the user (before checkout, so its events find them). */
export async function linkCustomer(userId: string, customerId: string): Promise<void> {
  await database()
    .insert(schema.userSubscriptions)
    .values({ userId, customerId })
    .onConflictDoUpdate({
      target: schema.userSubscriptions.userId,
      set: { customerId, updatedAt: new Date() },
    });
}

/** The user's stored subscription row, or null for a user who never had one. */
export async function subscriptionRow(userId: string) {
  const [row] = await database()
    .select()
    .from(schema.userSubscriptions)
    .where(eq(schema.userSubscriptions.userId, userId));
  return row ?? null;
}
