/**
 * A user's webhook endpoints (issue 30): create (within the plan's number, under a per-user lock;
 * the secret is returned once), change, resume, delete, list with their deliveries, and the
 * manual sends (a test event, a delivery again).
 */
import { randomUUID } from "node:crypto";
import { apiLimitsFor } from "@domain/plans";
import {
  type CreateWebhookInput,
  type UpdateWebhookInput,
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "@domain/webhooks";
import { and, count, desc, eq, ne } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { Conflict, InvalidInput, NotFound } from "../errors";
import { inStartTransaction, type JobTx } from "../jobs";
import { checkAddress, SourceRefused } from "../sources";
import { enqueueDelivery, insertDeliveries } from "./emit";
import { webhookSettings } from "./settings";
import { newWebhookSecret } from "./signature";

type Owner = Pick<SessionUser, "id" | "tier" | "isAdmin">;

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

function shown(row: typeof schema.webhookEndpoints.$inferSelect): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEndpoint["events"],
    status: row.status,
    failuresInRow: row.failuresInRow,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function shownDelivery(row: typeof schema.webhookDeliveries.$inferSelect): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastResponse: row.lastResponse,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The address rules beyond the shape: https only in production, and no address written as a
 * refused IP (loopback, private...) unless the sources' test-only allow-list names it. A host
 * name is resolved and checked again at every delivery.
 */
export function checkEndpointUrl(address: string, production = webhookSettings().production) {
  const url = new URL(address);
  if (production && url.protocol !== "https:")
    throw new InvalidInput({ message: WEBHOOK_MESSAGES.urlHttps, field: "url" });
  try {
    checkAddress(url);
  } catch (error) {
    if (error instanceof SourceRefused)
      throw new InvalidInput({ message: WEBHOOK_MESSAGES.urlRefused, field: "url" });
    throw error;
  }
}

export async function listWebhookEndpoints(user: Pick<SessionUser, "id">) {
  const rows = await database()
    .select()
    .from(schema.webhookEndpoints)
    .where(eq(schema.webhookEndpoints.userId, user.id))
    .orderBy(desc(schema.webhookEndpoints.createdAt));
  return rows.map(shown);
}

/** Whether any of the user's endpoints is paused (the dashboard's notice). */
export async function hasPausedWebhook(user: Pick<SessionUser, "id">): Promise<boolean> {
  const [row] = await database()
    .select({ id: schema.webhookEndpoints.id })
    .from(schema.webhookEndpoints)
    .where(
      and(
        eq(schema.webhookEndpoints.userId, user.id),
        eq(schema.webhookEndpoints.status, "paused"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Registers an endpoint: WEBHOOK_LIMIT past the plan's number (counted under a user lock). */
export async function createWebhookEndpoint(
  user: Owner,
  input: CreateWebhookInput,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  checkEndpointUrl(input.url);
  const limit = apiLimitsFor(user).webhookEndpoints;
  return inStartTransaction(`webhooks:${user.id}`, async (tx) => {
    const [row] = await tx
      .select({ total: count() })
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.userId, user.id));
    if ((row?.total ?? 0) >= limit)
      throw new Conflict("WEBHOOK_LIMIT", WEBHOOK_MESSAGES.limit, { params: { count: limit } });
    const secret = newWebhookSecret();
    const [created] = await tx
      .insert(schema.webhookEndpoints)
      .values({
        userId: user.id,
        url: input.url,
        description: input.description ?? "",
        events: [...input.events],
        secret,
      })
      .returning();
    if (!created) throw new Error("webhook endpoint not created");
    return { endpoint: shown(created), secret };
  });
}

const owned = (user: Pick<SessionUser, "id">, id: string) =>
  and(eq(schema.webhookEndpoints.id, id), eq(schema.webhookEndpoints.userId, user.id));

async function endpointOf(user: Pick<SessionUser, "id">, id: string) {
  if (!isUuid(id)) throw new NotFound(WEBHOOK_MESSAGES.notFound);
  const [row] = await database().select().from(schema.webhookEndpoints).where(owned(user, id));
  if (!row) throw new NotFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** Changes an endpoint; `resume` makes a paused one active with its failures cleared. */
export async function updateWebhookEndpoint(
  user: Pick<SessionUser, "id">,
  id: string,
  input: UpdateWebhookInput,
): Promise<WebhookEndpoint> {
  if (!isUuid(id)) throw new NotFound(WEBHOOK_MESSAGES.notFound);
  if (input.url !== undefined) checkEndpointUrl(input.url);
  const [row] = await database()
    .update(schema.webhookEndpoints)
    .set({
      ...(input.url === undefined ? {} : { url: input.url }),
      ...(input.events === undefined ? {} : { events: [...input.events] }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.resume ? { status: "active" as const, pausedAt: null, failuresInRow: 0 } : {}),
      updatedAt: new Date(),
    })
    .where(owned(user, id))
    .returning();
  if (!row) throw new NotFound(WEBHOOK_MESSAGES.notFound);
  return shown(row);
}

export async function deleteWebhookEndpoint(user: Pick<SessionUser, "id">, id: string) {
  if (!isUuid(id)) throw new NotFound(WEBHOOK_MESSAGES.notFound);
  const [row] = await database()
    .delete(schema.webhookEndpoints)
    .where(owned(user, id))
    .returning({ id: schema.webhookEndpoints.id });
  if (!row) throw new NotFound(WEBHOOK_MESSAGES.notFound);
}

/** An endpoint's latest deliveries, newest first. */
export async function listWebhookDeliveries(
  user: Pick<SessionUser, "id">,
  id: string,
): Promise<WebhookDelivery[]> {
  const endpoint = await endpointOf(user, id);
  const rows = await database()
    .select()
    .from(schema.webhookDeliveries)
    .where(eq(schema.webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(schema.webhookDeliveries.createdAt))
    .limit(WEBHOOK_DELIVERIES_SHOWN);
  return rows.map(shownDelivery);
}

async function deliveryById(tx: JobTx, id: string) {
  const [row] = await tx
    .select()
    .from(schema.webhookDeliveries)
    .where(eq(schema.webhookDeliveries.id, id));
  if (!row) throw new Error(`webhook delivery ${id} not found after writing it`);
  return shownDelivery(row);
}

/** Sends a `webhook.test` event to one endpoint (paused or not: the user asked for it). */
export async function sendTestEvent(
  user: Pick<SessionUser, "id">,
  id: string,
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(user, id);
  return database().transaction(async (tx) => {
    const [deliveryId] = await insertDeliveries(tx, user.id, [endpoint.id], {
      id: randomUUID(),
      type: WEBHOOK_TEST_EVENT,
      created: Math.floor(Date.now() / 1000),
      data: { endpointId: endpoint.id, message: "This is a test event from Inkwell." },
    });
    if (!deliveryId) throw new Error("test delivery not written");
    return deliveryById(tx, deliveryId);
  });
}

/**
 * Sends a finished delivery again: pending, its attempts counted from zero, a new job. One still
 * pending is answered as it is.
 */
export async function resendDelivery(
  user: Pick<SessionUser, "id">,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(user, id);
  if (!isUuid(deliveryId)) throw new NotFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return database().transaction(async (tx) => {
    const [row] = await tx
      .update(schema.webhookDeliveries)
      .set({ status: "pending", attempts: 0, finishedAt: null, nextAttemptAt: null })
      .where(
        and(
          eq(schema.webhookDeliveries.id, deliveryId),
          eq(schema.webhookDeliveries.endpointId, endpoint.id),
          // A delivery still under way keeps its one job: sending it again would send it twice.
          ne(schema.webhookDeliveries.status, "pending"),
        ),
      )
      .returning();
    if (!row) {
      const [pending] = await tx
        .select()
        .from(schema.webhookDeliveries)
        .where(
          and(
            eq(schema.webhookDeliveries.id, deliveryId),
            eq(schema.webhookDeliveries.endpointId, endpoint.id),
          ),
        );
      if (!pending) throw new NotFound(WEBHOOK_MESSAGES.deliveryNotFound);
      return shownDelivery(pending);
    }
    await enqueueDelivery(tx, row.id);
    return shownDelivery(row);
  });
}
