import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, STRIPE_PRICE_VARIABLES } from "../config";

const PRODUCTION = {
  NODE_ENV: "production",
  APP_URL: "https://inkwell.example",
  AUTH_SECRET: "x".repeat(40),
  ENCRYPTION_KEY: "ab".repeat(32),
  GOOGLE_CLIENT_ID: "id",
  GOOGLE_CLIENT_SECRET: "secret",
  BILLING_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  ...Object.fromEntries(STRIPE_PRICE_VARIABLES.map((name) => [name, `price_${name}`])),
};

describe("INKWELL_FETCH_ALLOW_HOSTS", () => {
  it("is refused at start in production, with one line saying why", () => {
    expect(parseConfig(PRODUCTION).isProduction).toBe(true);
    let error: unknown;
    try {
      parseConfig({ ...PRODUCTION, INKWELL_FETCH_ALLOW_HOSTS: "127.0.0.1:4000" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      "INKWELL_FETCH_ALLOW_HOSTS is for tests only and is refused in production (it lets the source fetcher reach private addresses)",
    ]);
  });

  it("is read in the local mode (the tests' servers)", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      APP_ENV: "local",
      INKWELL_FETCH_ALLOW_HOSTS: "127.0.0.1:4000",
    });
    expect(config.INKWELL_FETCH_ALLOW_HOSTS).toBe("127.0.0.1:4000");
  });
});
