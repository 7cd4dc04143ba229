export {
  billingPortalUrl,
  billingSummary,
  cancelSubscription,
  handleWebhook,
  resumeSubscription,
  sandboxTestClock,
  startCheckout,
} from "./account";
export { billingProvider, sandboxProvider, setBillingProvider } from "./instance";
export type { BillingEvent, BillingProvider, SourceSubscription } from "./provider";
export { createSandboxProvider, type SandboxProvider } from "./sandbox";
export { SANDBOX_SIGNATURE_HEADER } from "./sandbox-events";
export { BadSignature, signPayload, verifySignature } from "./signature";
export { sandboxWebhookSecret, startBilling, WEBHOOK_PATH } from "./start";
export { type AdminTierTransaction, applyAdminTier, processEvent } from "./state";
export { createStripeProvider } from "./stripe";
