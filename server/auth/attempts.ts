import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { RouterContextProvider } from "react-router";
import { requestContext } from "../context";
import { TooManyRequests } from "../errors";
import { processSlot } from "../process-slot";

type Limiters = { shared: RateLimiterPostgres; local: RateLimiterMemory };

// Sized at start-up from configuration (AUTH_ATTEMPTS_PER_MINUTE).
const slot = processSlot<Limiters>("auth-attempts");

/**
 * The counters live in PostgreSQL (the auth_attempts table, in rate-limiter-flexible's shape), so
 * the limit holds across every server process and restarts. Should the database not answer, a
 * limiter in this process's memory stands in (logged) until it does.
 */
export function configureAuthAttempts(perMinute: number, pool: pg.Pool): void {
  slot.set({
    shared: new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "auth_attempts",
      tableCreated: true,
      keyPrefix: "auth",
      points: perMinute,
      duration: 60,
    }),
    local: new RateLimiterMemory({ points: perMinute, duration: 60 }),
  });
}

/**
 * Counts a sign-in or code attempt from this address (the client's, as TRUST_PROXY lets Express
 * read it) and, when someone is signed in, for that user too; past the limit it throws
 * TooManyRequests (429, Retry-After, "Too many attempts" as message keys), which the route's
 * `pageRoute` turns into the one error answer and its boundary into the "Too many attempts" page.
 */
export async function limitAuthAttempts({
  context,
}: {
  context: Readonly<RouterContextProvider>;
}): Promise<void> {
  const limiters = slot.get();
  if (!limiters) return;
  const { node, user, log } = context.get(requestContext);
  const consume = async (key: string) => {
    try {
      await limiters.shared.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      log.warn({ err: error }, "attempt counters unreachable in PostgreSQL: counting in memory");
      await limiters.local.consume(key);
    }
  };
  try {
    await consume(`ip:${node.req.ip ?? "unknown"}`);
    if (user) await consume(`user:${user.id}`);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new TooManyRequests(
      "common:tooManyAttempts.description",
      Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
    );
  }
}
