import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "../context";
import { processSlot } from "../process-slot";

// One limiter per process, sized at start-up from configuration (AUTH_ATTEMPTS_PER_MINUTE).
const slot = processSlot<RateLimiterMemory>("auth-attempts");

export function configureAuthAttempts(perMinute: number): void {
  slot.set(new RateLimiterMemory({ points: perMinute, duration: 60 }));
}

/**
 * Counts a sign-in or code attempt from this address; past the limit the request gets 429 and
 * the page "Too many attempts". better-auth limits its own HTTP endpoints the same way.
 */
export async function limitAuthAttempts({
  context,
}: {
  context: Readonly<RouterContextProvider>;
}): Promise<void> {
  const limiter = slot.get();
  if (!limiter) return;
  const { req } = context.get(requestContext).node;
  try {
    await limiter.consume(req.ip ?? "unknown");
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.ceil(error.msBeforeNext / 1000);
    throw data(
      { message: "Too many attempts" },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
  }
}
