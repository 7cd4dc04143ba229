/**
 * Outgoing webhooks (issue 30, docs/decisions/0030-api.md "Webhooks"): a user's endpoints, the
 * events they subscribe to, and the deliveries sent to them. Shared by the contracts
 * (domain/api/webhooks.ts), the server module (server/webhooks) and the Profile section.
 */
import { z } from "zod";
import type { ParseResult } from "./api/errors";
import { problemOf } from "./generation-input";

export const WEBHOOK_EVENTS = [
  "generation.completed",
  "generation.failed",
  "post.updated",
  "bulk.finished",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event "Send test" delivers: not one a user subscribes to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** Deliveries that failed every attempt, in a row, after which an endpoint is paused. */
export const WEBHOOK_PAUSE_AFTER = 5;
/** Characters of a receiver's answer kept with a delivery. */
export const WEBHOOK_RESPONSE_KEPT = 1000;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Deliveries an endpoint's list shows (newest first). */
export const WEBHOOK_DELIVERIES_SHOWN = 50;
/** Every secret begins so (shown once, when the endpoint is made). */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** Headers of a delivery. */
export const WEBHOOK_HEADERS = {
  signature: "Inkwell-Signature",
  event: "Inkwell-Event",
  delivery: "Inkwell-Delivery",
} as const;

export const WEBHOOK_MESSAGES = {
  urlRequired: "webhooks:errors.urlRequired",
  urlInvalid: "webhooks:errors.urlInvalid",
  urlHttps: "webhooks:errors.urlHttps",
  urlRefused: "webhooks:errors.urlRefused",
  descriptionTooLong: "webhooks:errors.descriptionTooLong",
  eventsRequired: "webhooks:errors.eventsRequired",
  notFound: "webhooks:errors.notFound",
  deliveryNotFound: "webhooks:errors.deliveryNotFound",
  limit: "webhooks:errors.limit",
  paused: "webhooks:errors.paused",
  /** A delivery whose last attempt died with its worker (a crash, a stop): failed, not lost. */
  abandoned: "webhooks:errors.abandoned",
} as const;

const url = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlInvalid)
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return (
        (parsed.protocol === "https:" || parsed.protocol === "http:") &&
        !parsed.username &&
        !parsed.password
      );
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.urlInvalid);

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventsRequired }), {
    error: WEBHOOK_MESSAGES.eventsRequired,
  })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .transform((list) => WEBHOOK_EVENTS.filter((e) => list.includes(e)));

const description = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_MESSAGES.descriptionTooLong);

/**
 * A new endpoint. The address is http(s) here; the server also refuses plain http and refused
 * addresses (loopback, private) in production (server/webhooks `checkEndpointUrl`).
 */
export const createWebhookSchema = z.object({
  url,
  events,
  description: description.optional().default(""),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

/** A change to an endpoint: any of its fields, and `resume: true` to resume a paused one. */
export const updateWebhookSchema = z.object({
  url: url.optional(),
  events: events.optional(),
  description: description.optional(),
  resume: z.literal(true).optional(),
});
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

function parseWith<T>(schema: z.ZodType<T>, raw: unknown): ParseResult<T> {
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: problemOf(parsed.error) };
}

export const parseCreateWebhook = (raw: unknown) => parseWith(createWebhookSchema, raw);
export const parseUpdateWebhook = (raw: unknown) => parseWith(updateWebhookSchema, raw);

/** An endpoint as lists show it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  status: z.enum(["active", "paused"]),
  failuresInRow: z.number().int(),
  pausedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string().uuid(),
  eventId: z.string().uuid(),
  event: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  /** The start of the receiver's last answer (at most WEBHOOK_RESPONSE_KEPT characters). */
  lastResponse: z.string().nullable(),
  /** Why the last attempt got no answer (a refused address, a timeout). */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
