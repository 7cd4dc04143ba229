import { randomBytes } from "node:crypto";
import type { Logger } from "../log";
import { signPayload } from "./signature";

export const SANDBOX_SIGNATURE_HEADER = "sandbox-signature";

export function sandboxId(prefix: string): string {
  return `${prefix}_sb_${randomBytes(12).toString("hex")}`;
}

/** A sandbox event, shaped as Stripe's (id, type, created, data.object with the customer). */
export function sandboxEvent(type: string, object: Record<string, unknown>, now: Date) {
  return {
    id: sandboxId("evt"),
    object: "event",
    type,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    data: { object },
  };
}

export type Deliver = (events: ReturnType<typeof sandboxEvent>[]) => void;

const RETRY_DELAYS_MS = [250, 1_000, 3_000, 10_000];

/**
 * Sends events to the app's webhook endpoint the way a provider does: over HTTP, signed with the
 * sandbox's own secret, after the call that caused them has returned, retried with back-off until
 * the endpoint answers 2xx. A delivery that never succeeds is logged.
 */
export function httpDelivery(options: { url: string; secret: string; log: Logger }): Deliver {
  const post = async (body: string) => {
    const response = await fetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: signPayload(options.secret, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`webhook endpoint answered ${response.status}`);
  };
  const send = async (event: ReturnType<typeof sandboxEvent>) => {
    const body = JSON.stringify(event);
    for (let attempt = 0; ; attempt++) {
      try {
        await post(body);
        return;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          options.log.error(
            { err: error, eventId: event.id, type: event.type },
            "sandbox webhook not delivered",
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
  return (events) => {
    setImmediate(async () => {
      for (const event of events) await send(event);
    });
  };
}
