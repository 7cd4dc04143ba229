import { SANDBOX_CARDS } from "@domain/billing";
import type { BillingPeriod, PaidTier } from "@domain/plans";
import { and, desc, eq, inArray, lte } from "drizzle-orm";
import { type Database, database, schema } from "../db";
import { NotFound } from "../errors";
import type { BillingProvider, SourceSubscription } from "./provider";
import { parseEvent } from "./provider";
import { type Deliver, SANDBOX_SIGNATURE_HEADER, sandboxEvent, sandboxId } from "./sandbox-events";
import { verifySignature } from "./signature";

export function addPeriod(from: Date, period: BillingPeriod): Date {
  const next = new Date(from);
  if (period === "annual") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

type SandboxRow = typeof schema.sandboxSubscriptions.$inferSelect;

function subscriptionObject(row: SandboxRow) {
  return {
    id: row.id,
    object: "subscription",
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    current_period_end: Math.floor(row.currentPeriodEnd.getTime() / 1000),
    plan: { tier: row.tier, period: row.period },
  };
}

export type PayOutcome = { paid: true; redirect: string } | { paid: false; declined: boolean };

export type SandboxProvider = BillingProvider & {
  checkoutFor(userId: string, checkoutId: string): Promise<SandboxCheckout>;
  pay(userId: string, checkoutId: string, cardNumber: string): Promise<PayOutcome>;
  /** The test clock: moves the customer's subscription past the end of its period. */
  advanceClock(customerId: string): Promise<void>;
  /** Ends or renews every subscription whose period has ended by `now` (run each minute). */
  sweep(now?: Date): Promise<number>;
};

export type SandboxCheckout = typeof schema.sandboxCheckouts.$inferSelect;

/**
 * The built-in payment provider (decisions: "Billing"): its checkout page is served by the app
 * (app/routes/billing), its records live in sandbox_* tables, and every change it makes reaches
 * the app only as a signed webhook event, delivered asynchronously, exactly as Stripe's would.
 */
export function createSandboxProvider(options: {
  appUrl: string;
  secret: string;
  deliver: Deliver;
  now?: () => Date;
}): SandboxProvider {
  const now = options.now ?? (() => new Date());
  const db = () => database();

  const emit = (types: string[], row: SandboxRow) =>
    options.deliver(types.map((type) => sandboxEvent(type, subscriptionObject(row), now())));

  const live = async (customerId: string, executor: Pick<Database, "select"> = db()) => {
    const [row] = await executor
      .select()
      .from(schema.sandboxSubscriptions)
      .where(
        and(
          eq(schema.sandboxSubscriptions.customerId, customerId),
          eq(schema.sandboxSubscriptions.status, "active"),
        ),
      )
      .orderBy(desc(schema.sandboxSubscriptions.createdAt))
      .limit(1);
    return row;
  };

  const update = async (id: string, values: Partial<SandboxRow>) => {
    const [row] = await db()
      .update(schema.sandboxSubscriptions)
      .set(values)
      .where(eq(schema.sandboxSubscriptions.id, id))
      .returning();
    if (!row) throw new NotFound();
    return row;
  };

  /**
   * Ends or renews a subscription whose period is over, only if it is still the one read (the
   * same period end, still active): two sweeps at once, or a sweep and the test clock, change it
   * once.
   */
  const endOrRenew = async (row: SandboxRow) => {
    const values = row.cancelAtPeriodEnd
      ? { status: "canceled" }
      : { currentPeriodEnd: addPeriod(row.currentPeriodEnd, row.period as BillingPeriod) };
    const [changed] = await db()
      .update(schema.sandboxSubscriptions)
      .set(values)
      .where(
        and(
          eq(schema.sandboxSubscriptions.id, row.id),
          eq(schema.sandboxSubscriptions.status, "active"),
          eq(schema.sandboxSubscriptions.currentPeriodEnd, row.currentPeriodEnd),
        ),
      )
      .returning();
    if (!changed) return;
    emit(
      row.cancelAtPeriodEnd
        ? ["customer.subscription.deleted"]
        : ["invoice.paid", "customer.subscription.updated"],
      changed,
    );
  };

  return {
    name: "sandbox",

    async createCheckout(request) {
      const customerId = request.customerId ?? sandboxId("cus");
      const id = sandboxId("cs");
      await db().insert(schema.sandboxCheckouts).values({
        id,
        customerId,
        userId: request.user.id,
        tier: request.tier,
        period: request.period,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { url: `${options.appUrl}/billing/sandbox/checkout/${id}`, customerId };
    },

    async checkoutFor(userId, checkoutId) {
      const [row] = await db()
        .select()
        .from(schema.sandboxCheckouts)
        .where(
          and(
            eq(schema.sandboxCheckouts.id, checkoutId),
            eq(schema.sandboxCheckouts.userId, userId),
            eq(schema.sandboxCheckouts.status, "open"),
          ),
        );
      if (!row) throw new NotFound();
      return row;
    },

    async pay(userId, checkoutId, cardNumber) {
      const checkout = await this.checkoutFor(userId, checkoutId);
      const card = cardNumber.replace(/[\s-]/g, "");
      if (card !== SANDBOX_CARDS.pays)
        return { paid: false, declined: card === SANDBOX_CARDS.declined };
      const periodEnd = addPeriod(now(), checkout.period as BillingPeriod);
      const plan = { tier: checkout.tier, period: checkout.period, currentPeriodEnd: periodEnd };
      // The payment and its subscription together: a crash leaves neither, and a second click
      // finds the checkout paid (NotFound) and charges nothing twice.
      const { row, changed } = await db().transaction(async (tx) => {
        const [claimed] = await tx
          .update(schema.sandboxCheckouts)
          .set({ status: "paid" })
          .where(
            and(
              eq(schema.sandboxCheckouts.id, checkoutId),
              eq(schema.sandboxCheckouts.status, "open"),
            ),
          )
          .returning({ id: schema.sandboxCheckouts.id });
        if (!claimed) throw new NotFound();
        const existing = await live(checkout.customerId, tx);
        if (existing) {
          // A plan change: the one subscription takes the new plan from today, as Stripe's does.
          const [updated] = await tx
            .update(schema.sandboxSubscriptions)
            .set({ ...plan, cancelAtPeriodEnd: false })
            .where(eq(schema.sandboxSubscriptions.id, existing.id))
            .returning();
          return { row: updated, changed: true };
        }
        const [created] = await tx
          .insert(schema.sandboxSubscriptions)
          .values({
            id: sandboxId("sub"),
            customerId: checkout.customerId,
            status: "active",
            ...plan,
          })
          .returning();
        return { row: created, changed: false };
      });
      if (!row) throw new Error("sandbox subscription not written");
      options.deliver([
        sandboxEvent(
          "checkout.session.completed",
          {
            id: checkout.id,
            object: "checkout.session",
            customer: checkout.customerId,
            client_reference_id: userId,
          },
          now(),
        ),
      ]);
      emit(
        [
          changed ? "customer.subscription.updated" : "customer.subscription.created",
          "invoice.paid",
        ],
        row,
      );
      return { paid: true, redirect: checkout.successUrl };
    },

    async portalUrl() {
      return `${options.appUrl}/billing/sandbox/portal`;
    },

    async cancelAtPeriodEnd(subscriptionId) {
      emit(
        ["customer.subscription.updated"],
        await update(subscriptionId, { cancelAtPeriodEnd: true }),
      );
    },

    async resume(subscriptionId) {
      emit(
        ["customer.subscription.updated"],
        await update(subscriptionId, { cancelAtPeriodEnd: false }),
      );
    },

    async readSubscription(customerId): Promise<SourceSubscription | null> {
      const row = await live(customerId);
      if (!row) return null;
      return {
        id: row.id,
        tier: row.tier as PaidTier,
        period: row.period as BillingPeriod,
        status: row.status,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      };
    },

    verifyWebhook(rawBody, headers) {
      verifySignature(
        options.secret,
        rawBody,
        headers.get(SANDBOX_SIGNATURE_HEADER),
        now().getTime(),
      );
      return parseEvent(rawBody);
    },

    async advanceClock(customerId) {
      const row = await live(customerId);
      if (row) await endOrRenew(row);
    },

    async sweep(at = now()) {
      const due = await db()
        .select()
        .from(schema.sandboxSubscriptions)
        .where(
          and(
            inArray(schema.sandboxSubscriptions.status, ["active"]),
            lte(schema.sandboxSubscriptions.currentPeriodEnd, at),
          ),
        );
      for (const row of due) await endOrRenew(row);
      return due.length;
    },
  };
}
