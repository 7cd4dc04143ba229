import { createHmac, timingSafeEqual } from "node:crypto";
import { BILLING_MESSAGES } from "@domain/billing";
import { AppError } from "../errors";

/** Seconds a signed timestamp may be away from now (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A webhook whose signature does not verify: 400, and nothing changes. */
export class BadSignature extends AppError {
  constructor(readonly reason: string) {
    super("INVALID_INPUT", 400, BILLING_MESSAGES.badSignature);
  }
}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The signature header of `body` (Stripe's format: `t=<unix seconds>,v1=<hex HMAC-SHA256>`). */
export function signPayload(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Verifies a Stripe-format signature header: one timestamp, one or more v1 signatures of which
 * one must match, and the timestamp within the tolerance either side of now.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | null,
  now = Date.now(),
): void {
  if (!body) throw new BadSignature("empty body");
  if (!header) throw new BadSignature("no signature header");
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamps = parts.filter(([key]) => key === "t").map(([, value]) => value);
  const signatures = parts.filter(([key]) => key === "v1").map(([, value]) => value ?? "");
  const timestamp = Number(timestamps[0]);
  if (timestamps.length !== 1 || !/^\d+$/.test(timestamps[0] ?? "") || signatures.length === 0)
    throw new BadSignature("malformed signature header");
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    throw new BadSignature("timestamp outside the tolerance");
  const expected = Buffer.from(hmac(secret, timestamp, body), "hex");
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new BadSignature("no signature matches");
}
