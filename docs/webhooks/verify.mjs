import { createHmac, timingSafeEqual } from "node:crypto";

/** Whether `body` (the raw request body, as text) was signed by Inkwell with `secret`. */
export function verifyInkwellSignature(body, header, secret, now = Date.now()) {
  const parts = Object.fromEntries(
    String(header)
      .split(",")
      .map((part) => part.trim().split("=", 2)),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  // Refuse old (replayed) deliveries: 5 minutes of tolerance.
  if (Math.abs(now / 1000 - t) > 5 * 60) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
