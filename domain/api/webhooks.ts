/**
 * The webhook endpoints of a user and their deliveries (issue 30): the Profile section and the
 * public API (`/api/v1/webhooks...`: read to list, edit to change) share these contracts.
 */
import { z } from "zod";
import {
  type CreateWebhookInput,
  createWebhookSchema,
  parseCreateWebhook,
  parseUpdateWebhook,
  type UpdateWebhookInput,
  updateWebhookSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from "../webhooks";
import { contract } from "./contract";
import { deletedResponseSchema } from "./post";

export const webhookListResponseSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookListResponse = z.infer<typeof webhookListResponseSchema>;

/** The new endpoint and its secret: the only time the secret is ever readable. */
export const createdWebhookResponseSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type CreatedWebhookResponse = z.infer<typeof createdWebhookResponseSchema>;

export const webhookResponseSchema = z.object({ endpoint: webhookEndpointSchema });
export const webhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;
export const webhookDeliveryResponseSchema = z.object({ delivery: webhookDeliverySchema });

export const listWebhooks = contract({
  id: "listWebhooks",
  method: "GET",
  path: "/api/webhooks",
  summary: "The user's webhook endpoints, newest first",
  access: "user",
  answer: { kind: "json", schema: webhookListResponseSchema },
  errors: [],
  v1: { scope: "read" },
});

export const createWebhook = contract({
  id: "createWebhook",
  method: "POST",
  path: "/api/webhooks",
  summary: "Register a webhook endpoint (its secret is shown once)",
  access: "user",
  body: {
    schema: createWebhookSchema as unknown as z.ZodType<CreateWebhookInput>,
    parse: parseCreateWebhook,
  },
  answer: { kind: "json", schema: createdWebhookResponseSchema, status: 201 },
  errors: ["INVALID_INPUT", "WEBHOOK_LIMIT"],
  v1: { scope: "edit" },
});

export const updateWebhook = contract({
  id: "updateWebhook",
  method: "PATCH",
  path: "/api/webhooks/:id",
  summary: "Change a webhook endpoint, or resume a paused one",
  access: "user",
  body: {
    schema: updateWebhookSchema as unknown as z.ZodType<UpdateWebhookInput>,
    parse: parseUpdateWebhook,
  },
  answer: { kind: "json", schema: webhookResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND"],
  v1: { scope: "edit" },
});

export const deleteWebhook = contract({
  id: "deleteWebhook",
  method: "DELETE",
  path: "/api/webhooks/:id",
  summary: "Delete a webhook endpoint and its deliveries",
  access: "user",
  answer: { kind: "json", schema: deletedResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "edit" },
});

export const listWebhookDeliveries = contract({
  id: "listWebhookDeliveries",
  method: "GET",
  path: "/api/webhooks/:id/deliveries",
  summary: "An endpoint's latest deliveries, with their attempts and answers",
  access: "user",
  answer: { kind: "json", schema: webhookDeliveriesResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});

export const sendWebhookTest = contract({
  id: "sendWebhookTest",
  method: "POST",
  path: "/api/webhooks/:id/test",
  summary: "Send a test event to an endpoint",
  access: "user",
  answer: { kind: "json", schema: webhookDeliveryResponseSchema, status: 202 },
  errors: ["NOT_FOUND"],
  v1: { scope: "edit" },
});

export const resendWebhookDelivery = contract({
  id: "resendWebhookDelivery",
  method: "POST",
  path: "/api/webhooks/:id/deliveries/:deliveryId/resend",
  summary: "Send a delivery again: its attempts start over",
  access: "user",
  answer: { kind: "json", schema: webhookDeliveryResponseSchema, status: 202 },
  errors: ["NOT_FOUND"],
  v1: { scope: "edit" },
});
