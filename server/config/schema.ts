import { CATALOGUE_NAMES } from "@domain/local-models";
import { modelSourceProblem, SHA256_HEX } from "@domain/model-source";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const port = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 1 to 65535` })
    .int(`${name} must be a whole number from 1 to 65535`)
    .min(1, `${name} must be a whole number from 1 to 65535`)
    .max(65535, `${name} must be a whole number from 1 to 65535`);

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const url = new URL(v);
      return (
        (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== ""
      );
    } catch {
      return false;
    }
  }, "DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/inkwell");

/** A yes/no variable: 1/0, true/false, yes/no, on/off; empty means the default. */
const flag = (name: string, fallback: "1" | "0") =>
  z
    .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""], {
      error: `${name} must be 1 or 0`,
    })
    .default(fallback)
    .transform((v) => (v === "" ? fallback === "1" : !["0", "false", "no", "off"].includes(v)));

/**
 * The environment variables the server reads (architecture, "Configuration"). Each is parsed once
 * at start-up; a bad value stops the start with a message naming the variable.
 */
export const envSchema = z.object({
  APP_ENV: z.enum(["local", "production"]).optional(),
  PORT: port("PORT").default(3000),
  /**
   * Unset: all interfaces with Google sign-in and Stripe, loopback only while the local sign-in
   * or the sandbox billing is active (see index.ts).
   */
  HOST: optionalText,
  LOCAL_SIGN_IN_ON_NETWORK: flag("LOCAL_SIGN_IN_ON_NETWORK", "0"),
  BILLING_SANDBOX_ON_NETWORK: flag("BILLING_SANDBOX_ON_NETWORK", "0"),
  /**
   * Test-only: `host:port` entries (comma-separated) the source fetcher may reach although their
   * address is refused (the tests' own local server). Refused in production.
   */
  INKWELL_FETCH_ALLOW_HOSTS: optionalText,
  APP_URL: z.url({ error: "APP_URL must be an absolute http(s) URL" }).optional(),
  DATABASE_URL: z.preprocess((v) => (v === "" ? undefined : v), postgresUrl.optional()),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  EMBEDDED_PG_PORT: port("EMBEDDED_PG_PORT").optional(),
  AUTH_SECRET: z
    .string()
    .min(32, "AUTH_SECRET must be at least 32 characters (generate one with: openssl rand -hex 32)")
    .optional(),
  /**
   * The key that encrypts stored credentials (publishing connections, issue 31): 32 bytes as 64
   * hex characters or base64. Required in production; locally one is made in DATA_DIR.
   */
  ENCRYPTION_KEY: z
    .string()
    .trim()
    .refine(
      (v) => /^[0-9a-f]{64}$/i.test(v) || Buffer.from(v, "base64").length === 32,
      "ENCRYPTION_KEY must be 32 bytes as 64 hex characters or base64 (generate one with: openssl rand -hex 32)",
    )
    .optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("ADMIN_EMAILS must be a comma-separated list of e-mail addresses"))),
  AI_PROVIDER: z
    .enum(["local", "openai", "anthropic", "google", "openai-compatible"])
    .default("local"),
  AI_MODEL: optionalText,
  AI_API_KEY: optionalText,
  AI_BASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.url({ error: "AI_BASE_URL must be an absolute URL ending in /v1" }).optional(),
  ),
  /** How openai-compatible servers are asked for JSON (docs/decisions/0007-structured-answers.md). */
  AI_STRUCTURED_OUTPUT: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .enum(["json_schema", "json_object", "tool"], {
        error: "AI_STRUCTURED_OUTPUT must be json_schema, json_object or tool",
      })
      .optional(),
  ),
  LOCAL_MODEL_PATH: optionalText,
  LOCAL_MODEL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .enum(CATALOGUE_NAMES, {
        error: `LOCAL_MODEL must be one of ${CATALOGUE_NAMES.join(", ")} (npm run model:pull -- --list)`,
      })
      .optional(),
  ),
  /** https (http only from this machine), ending in a plain file name (issue 24). */
  LOCAL_MODEL_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .trim()
      .superRefine((value, context) => {
        const problem = modelSourceProblem(value);
        if (problem) context.addIssue({ code: "custom", message: `LOCAL_MODEL_URL ${problem}` });
      })
      .optional(),
  ),
  LOCAL_MODEL_SHA256: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .trim()
      .regex(SHA256_HEX, "LOCAL_MODEL_SHA256 must be a SHA-256: 64 hexadecimal characters")
      .transform((v) => v.toLowerCase())
      .optional(),
  ),
  LOCAL_MODEL_AUTO_PULL: flag("LOCAL_MODEL_AUTO_PULL", "1"),
  LOCAL_MODEL_THREADS: z.coerce
    .number({ error: "LOCAL_MODEL_THREADS must be a whole number from 1 to 256" })
    .int()
    .min(1)
    .max(256)
    .optional(),
  LOCAL_MODEL_CONTEXT: z.coerce
    .number({ error: "LOCAL_MODEL_CONTEXT must be a whole number from 2048 to 131072" })
    .int()
    .min(2048)
    .max(131_072)
    .default(8192),
  GENERATION_CONCURRENCY: z.coerce
    .number({ error: "GENERATION_CONCURRENCY must be a whole number from 1 to 64" })
    .int()
    .min(1)
    .max(64)
    .default(2),
  /** The first retry of a webhook delivery waits 1-2x this, each next one twice as long. */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce
    .number({ error: "WEBHOOK_RETRY_BASE_SECONDS must be a whole number from 1 to 3600" })
    .int("WEBHOOK_RETRY_BASE_SECONDS must be a whole number from 1 to 3600")
    .min(1, "WEBHOOK_RETRY_BASE_SECONDS must be a whole number from 1 to 3600")
    .max(3600, "WEBHOOK_RETRY_BASE_SECONDS must be a whole number from 1 to 3600")
    .default(30),
  /** Attempts of one webhook delivery, the first included. */
  WEBHOOK_ATTEMPTS: z.coerce
    .number({ error: "WEBHOOK_ATTEMPTS must be a whole number from 1 to 10" })
    .int("WEBHOOK_ATTEMPTS must be a whole number from 1 to 10")
    .min(1, "WEBHOOK_ATTEMPTS must be a whole number from 1 to 10")
    .max(10, "WEBHOOK_ATTEMPTS must be a whole number from 1 to 10")
    .default(6),
  /** The first retry of a publication waits 1-2x this, each next one twice as long. */
  PUBLISH_RETRY_BASE_SECONDS: z.coerce
    .number({ error: "PUBLISH_RETRY_BASE_SECONDS must be a whole number from 1 to 3600" })
    .int("PUBLISH_RETRY_BASE_SECONDS must be a whole number from 1 to 3600")
    .min(1, "PUBLISH_RETRY_BASE_SECONDS must be a whole number from 1 to 3600")
    .max(3600, "PUBLISH_RETRY_BASE_SECONDS must be a whole number from 1 to 3600")
    .default(30),
  /** Attempts of one publication, the first included. */
  PUBLISH_ATTEMPTS: z.coerce
    .number({ error: "PUBLISH_ATTEMPTS must be a whole number from 1 to 10" })
    .int("PUBLISH_ATTEMPTS must be a whole number from 1 to 10")
    .min(1, "PUBLISH_ATTEMPTS must be a whole number from 1 to 10")
    .max(10, "PUBLISH_ATTEMPTS must be a whole number from 1 to 10")
    .default(5),
  BILLING_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Stripe price ids of each plan and period (a price of the plan catalogue's amount). */
  STRIPE_PRICE_LITE_MONTHLY: optionalText,
  STRIPE_PRICE_LITE_ANNUAL: optionalText,
  STRIPE_PRICE_PRO_MONTHLY: optionalText,
  STRIPE_PRICE_PRO_ANNUAL: optionalText,
  STRIPE_PRICE_ELITE_MONTHLY: optionalText,
  STRIPE_PRICE_ELITE_ANNUAL: optionalText,
  /** Another Stripe API host, for stripe-mock or a local fake (never in production). */
  STRIPE_API_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.url({ error: "STRIPE_API_URL must be an absolute http(s) URL" }).optional(),
  ),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce
    .number({ error: "AUTH_ATTEMPTS_PER_MINUTE must be a whole number from 1 to 100000" })
    .int()
    .min(1)
    .max(100_000)
    .default(20),
  /** Parsed further by trustProxy (index.ts). */
  TRUST_PROXY: optionalText,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;
