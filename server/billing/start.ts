import { createHmac } from "node:crypto";
import type { Config } from "../config";
import type { Logger } from "../log";
import { setBillingProvider } from "./instance";
import type { BillingProvider } from "./provider";
import { createSandboxProvider } from "./sandbox";
import { httpDelivery } from "./sandbox-events";
import { createStripeProvider } from "./stripe";

export const WEBHOOK_PATH = "/api/billing/webhook";
const SWEEP_INTERVAL_MS = 60_000;

/** The sandbox's own webhook secret, derived from the app's secret (stable across restarts). */
export function sandboxWebhookSecret(appSecret: string): string {
  return `whsec_sb_${createHmac("sha256", appSecret).update("sandbox webhook").digest("hex")}`;
}

/**
 * Starts the provider BILLING_PROVIDER names and installs it for the process. The sandbox also
 * ends and renews its subscriptions as their periods pass (checked each minute). Returns stop().
 */
export function startBilling(
  config: Config,
  log: Logger,
  appSecret: string,
): { provider: BillingProvider; stop(): void } {
  const c = config;
  if (c.BILLING_PROVIDER === "stripe" && c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET) {
    const provider = createStripeProvider({
      secretKey: c.STRIPE_SECRET_KEY,
      webhookSecret: c.STRIPE_WEBHOOK_SECRET,
      apiUrl: c.STRIPE_API_URL,
      prices: {
        lite_monthly: c.STRIPE_PRICE_LITE_MONTHLY ?? "",
        lite_annual: c.STRIPE_PRICE_LITE_ANNUAL ?? "",
        pro_monthly: c.STRIPE_PRICE_PRO_MONTHLY ?? "",
        pro_annual: c.STRIPE_PRICE_PRO_ANNUAL ?? "",
        elite_monthly: c.STRIPE_PRICE_ELITE_MONTHLY ?? "",
        elite_annual: c.STRIPE_PRICE_ELITE_ANNUAL ?? "",
      },
    });
    setBillingProvider(provider);
    return { provider, stop: () => setBillingProvider(undefined) };
  }
  const secret = sandboxWebhookSecret(appSecret);
  const provider = createSandboxProvider({
    appUrl: c.APP_URL,
    secret,
    deliver: httpDelivery({ url: `${c.APP_URL}${WEBHOOK_PATH}`, secret, log }),
  });
  setBillingProvider(provider);
  const timer = setInterval(() => {
    provider.sweep().catch((error) => log.error({ err: error }, "sandbox billing sweep failed"));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    provider,
    stop() {
      clearInterval(timer);
      setBillingProvider(undefined);
    },
  };
}
