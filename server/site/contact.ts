import { createHash } from "node:crypto";
import {
  CONTACT_PER_EMAIL_PER_HOUR,
  CONTACT_PER_HOUR,
  CONTACT_PER_IP_PER_HOUR,
  type ContactMessage,
} from "@domain/site/contact";
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { database, schema } from "../db";
import { TooManyRequests } from "../errors";
import { processSlot } from "../process-slot";

const HOUR = 60 * 60;

type Limits = {
  pool: pg.Pool;
  email: RateLimiterPostgres;
  ip: RateLimiterPostgres;
  all: RateLimiterPostgres;
};
const slot = processSlot<Limits>("contact-limits");

/**
 * The contact form's counters, in PostgreSQL beside the sign-in attempts' (the auth_attempts
 * table, rate-limiter-flexible's shape, keys of their own), so the limits hold across every
 * server process and restarts (issue 24). Made for the process's database on first use (again
 * when a test installs another).
 */
function limits(): Limits {
  const pool = database().$client;
  const current = slot.get();
  if (current?.pool === pool) return current;
  const limiter = (keyPrefix: string, points: number) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "auth_attempts",
      tableCreated: true,
      keyPrefix,
      points,
      duration: HOUR,
    });
  const made = {
    pool,
    email: limiter("contact-email", CONTACT_PER_EMAIL_PER_HOUR),
    ip: limiter("contact-ip", CONTACT_PER_IP_PER_HOUR),
    all: limiter("contact-all", CONTACT_PER_HOUR),
  };
  slot.set(made);
  return made;
}

/**
 * Counts one message against `limiter`; past its limit, TooManyRequests with `message`. A
 * database that does not answer fails the request (the message could not be stored either).
 */
async function consume(limiter: RateLimiterPostgres, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new TooManyRequests(message, Math.ceil(error.msBeforeNext / 1000));
  }
}

/** An e-mail address as a counter's key: fixed length, and not kept in the clear. */
function emailKey(email: string): string {
  return createHash("sha256").update(email).digest("hex");
}

/**
 * Stores a checked contact message (spec section 3, contact_submissions) for the admin's
 * Messages tab. A sender gets a few messages an hour per e-mail address and per network
 * address, and the site a few hundred in all; past that, TooManyRequests and nothing is stored.
 * The text is stored as typed: whatever shows it escapes it (React does).
 */
export async function saveContactMessage(
  message: ContactMessage,
  senderAddress: string,
): Promise<{ id: string }> {
  const { email, ip, all } = limits();
  await consume(ip, senderAddress, "site:contact.errors.tooMany");
  await consume(email, emailKey(message.email), "site:contact.errors.tooMany");
  await consume(all, "site", "site:contact.errors.busy");
  const [row] = await database()
    .insert(schema.contactSubmissions)
    .values(message)
    .returning({ id: schema.contactSubmissions.id });
  if (!row) throw new Error("contact message insert returned no row");
  return row;
}
