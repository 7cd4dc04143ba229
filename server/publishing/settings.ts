/**
 * Publishing's settings, set once at start (server/main.ts `configurePublishing`): whether the app
 * runs in production (plain http sites are refused there), the app's origin (internal links
 * `/dashboard/view/{id}` written absolute on it are Inkwell's own), and the publish job's retry
 * schedule (PUBLISH_RETRY_BASE_SECONDS, PUBLISH_ATTEMPTS; tests make it short).
 */
export type PublishingSettings = {
  production: boolean;
  appUrl: string;
  /** pg-boss's retryDelay: the first retry waits 1-2x this, each next one twice as long. */
  retryBaseSeconds: number;
  /** Attempts of one publication, the first included. */
  attempts: number;
};

export const PUBLISHING_DEFAULTS: PublishingSettings = {
  production: false,
  appUrl: "http://localhost:3000",
  retryBaseSeconds: 30,
  attempts: 5,
};

let current: PublishingSettings = PUBLISHING_DEFAULTS;

export function configurePublishing(settings: Partial<PublishingSettings>): void {
  current = { ...PUBLISHING_DEFAULTS, ...settings };
}

export function publishingSettings(): PublishingSettings {
  return current;
}

/** The publish queue's retry options (pg-boss: exponential backoff with jitter). */
export function publishRetryPolicy(
  settings: Pick<PublishingSettings, "retryBaseSeconds" | "attempts">,
) {
  return {
    retryLimit: settings.attempts - 1,
    retryDelay: settings.retryBaseSeconds,
    retryBackoff: true,
  };
}

/**
 * When retry `n` (1 = the first retry) is expected: the middle of pg-boss's backoff window
 * (between base*2^(n-1) and base*2^n seconds), shown to the writer as an estimate.
 */
export function nextAttemptEstimate(baseSeconds: number, n: number, now = new Date()): Date {
  const half = (Math.max(baseSeconds, 1) * 2 ** Math.min(16, Math.max(n, 1))) / 2;
  return new Date(now.getTime() + half * 1.5 * 1000);
}
