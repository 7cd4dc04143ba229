/**
 * Outgoing webhooks (issue 30, docs/decisions/0030-api.md "Webhooks"): endpoints, signed
 * deliveries run as jobs with retries, and the events the app emits.
 */
export {
  attemptDelivery,
  DELIVERY_TIMEOUT_MS,
  postSigned,
  recordFailure,
  registerWebhookDeliveries,
  WEBHOOK_ABANDONED_QUEUE,
} from "./deliver";
export { emitWebhookEvent, executeSqlOn, WEBHOOK_QUEUE, type WebhookPayload } from "./emit";
export {
  checkEndpointUrl,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  hasPausedWebhook,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendDelivery,
  sendTestEvent,
  updateWebhookEndpoint,
} from "./endpoints";
export { generationEnded, postUpdated } from "./events";
export {
  configureWebhooks,
  retryPolicy,
  retryWindow,
  WEBHOOK_DEFAULTS,
  webhookSettings,
} from "./settings";
export { newWebhookSecret, signatureHeader } from "./signature";
