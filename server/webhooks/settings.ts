/**
 * The webhooks' settings, set once at start (server/main.ts `configureWebhooks`): whether the app
 * runs in production (plain http endpoints are refused there) and the retry schedule of a
 * delivery (WEBHOOK_RETRY_BASE_SECONDS, tests make it short).
 */
export type WebhookSettings = {
  production: boolean;
  /** pg-boss's retryDelay: the first retry waits 1-2x this, each next one twice as long. */
  retryBaseSeconds: number;
  /** Attempts of one delivery, the first included. */
  attempts: number;
};

export const WEBHOOK_DEFAULTS: WebhookSettings = {
  production: false,
  retryBaseSeconds: 30,
  attempts: 6,
};

let current: WebhookSettings = WEBHOOK_DEFAULTS;

export function configureWebhooks(settings: Partial<WebhookSettings>): void {
  current = { ...WEBHOOK_DEFAULTS, ...settings };
}

export function webhookSettings(): WebhookSettings {
  return current;
}

/** The delivery queue's retry options (pg-boss: exponential backoff with jitter). */
export function retryPolicy(settings: Pick<WebhookSettings, "retryBaseSeconds" | "attempts">) {
  return {
    retryLimit: settings.attempts - 1,
    retryDelay: settings.retryBaseSeconds,
    retryBackoff: true,
  };
}

/**
 * The wait before retry `n` (1 = the first retry) as pg-boss computes it with backoff:
 * `base * 2^n / 2 * (1 + random)`, so between base*2^(n-1) and base*2^n seconds.
 */
export function retryWindow(baseSeconds: number, n: number): [number, number] {
  const half = (Math.max(baseSeconds, 1) * 2 ** Math.min(16, n)) / 2;
  return [half, half * 2];
}
