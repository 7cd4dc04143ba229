/**
 * The signature of a delivery, as Stripe does it: `Inkwell-Signature: t=<unix seconds>,v1=<hex>`
 * where hex is HMAC-SHA256 with the endpoint's secret over `<t>.<body>`. Receivers check it with
 * the recipe in the README ("Webhooks"; docs/webhooks/verify.mjs is that recipe, tested).
 */
import { createHmac, randomBytes } from "node:crypto";
import { WEBHOOK_SECRET_PREFIX } from "@domain/webhooks";

/** A new endpoint secret: the prefix and 192 random bits. */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(24).toString("base64url");
}

/** The header's value for `body` sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}
