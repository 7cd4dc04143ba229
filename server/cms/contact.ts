import {
  CONTACT_PER_EMAIL_PER_HOUR,
  CONTACT_PER_IP_PER_HOUR,
  type ContactMessage,
} from "@domain/site/contact";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { database, schema } from "../db";
import { TooManyRequests } from "../errors";
import { processSlot } from "../process-slot";

const HOUR = 60 * 60;
const limiters = processSlot<{ email: RateLimiterMemory; ip: RateLimiterMemory }>("contact-limits");

function limits() {
  let value = limiters.get();
  if (!value) {
    value = {
      email: new RateLimiterMemory({ points: CONTACT_PER_EMAIL_PER_HOUR, duration: HOUR }),
      ip: new RateLimiterMemory({ points: CONTACT_PER_IP_PER_HOUR, duration: HOUR }),
    };
    limiters.set(value);
  }
  return value;
}

async function consume(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new TooManyRequests("site:contact.errors.tooMany", Math.ceil(error.msBeforeNext / 1000));
  }
}

/**
 * Stores a checked contact message (spec section 3, contact_submissions) for the admin's
 * Messages tab. A sender gets a few messages an hour per e-mail address and per network
 * address; past that, TooManyRequests and nothing is stored. The text is stored as typed:
 * whatever shows it escapes it (React does).
 */
export async function saveContactMessage(
  message: ContactMessage,
  senderAddress: string,
): Promise<{ id: string }> {
  const { email, ip } = limits();
  await consume(ip, senderAddress);
  await consume(email, message.email);
  const [row] = await database()
    .insert(schema.contactSubmissions)
    .values(message)
    .returning({ id: schema.contactSubmissions.id });
  if (!row) throw new Error("contact message insert returned no row");
  return row;
}
