import net from "node:net";
import path from "node:path";
import { redactedUrlValue } from "@domain/url-redaction";
import { type Env, envSchema } from "./schema";

export { loadLocalEncryptionKey, loadLocalSecrets } from "./secrets";

export type AppEnv = "local" | "production";

export type Config = Omit<Env, "APP_ENV" | "APP_URL" | "DATA_DIR" | "HOST" | "TRUST_PROXY"> & {
  /** Express's `trust proxy`: no proxy, how many hops, or which addresses (see trustProxy). */
  TRUST_PROXY: false | number | string;
  APP_ENV: AppEnv;
  APP_URL: string;
  /** Absolute path of DATA_DIR. */
  DATA_DIR: string;
  /** The address to listen on, as resolved by listenHost. */
  HOST: string;
  isProduction: boolean;
  /** No Google credentials: the local OpenID provider signs people in (never in production). */
  localSignIn: boolean;
};

/** The loopback interface: only this machine can connect. */
const LOOPBACK_HOST = "127.0.0.1";

export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Where the server listens. Two things must not be reachable from the network by accident: the
 * local sign-in (anyone signs in as any e-mail address, an ADMIN_EMAILS one too) and the sandbox
 * billing (its test card gives anyone a paid plan). While either is active the server listens on
 * loopback only, unless the operator opts in for each (LOCAL_SIGN_IN_ON_NETWORK=1,
 * BILLING_SANDBOX_ON_NETWORK=1) and names a HOST such as 0.0.0.0. A HOST reaching the network
 * without the opt-in is a configuration problem, not silently narrowed. With Google sign-in and
 * Stripe the default is every interface.
 */
export function listenHost(values: {
  HOST?: string;
  LOCAL_SIGN_IN_ON_NETWORK: boolean;
  BILLING_SANDBOX_ON_NETWORK: boolean;
  localSignIn: boolean;
  sandboxBilling: boolean;
}): { host: string } | { problems: string[] } {
  const { HOST } = values;
  const closed: string[] = [];
  if (values.localSignIn && !values.LOCAL_SIGN_IN_ON_NETWORK)
    closed.push(
      `HOST=${HOST} would let anyone on the network use the local sign-in (any e-mail, admins too). ` +
        "Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or opt in with LOCAL_SIGN_IN_ON_NETWORK=1",
    );
  if (values.sandboxBilling && !values.BILLING_SANDBOX_ON_NETWORK)
    closed.push(
      `HOST=${HOST} would let anyone on the network pay for a plan with the sandbox billing's test card. ` +
        "Set BILLING_PROVIDER=stripe, or opt in with BILLING_SANDBOX_ON_NETWORK=1",
    );
  if (closed.length === 0) return { host: HOST ?? "0.0.0.0" };
  if (HOST === undefined) return { host: LOOPBACK_HOST };
  if (isLoopback(HOST)) return { host: HOST };
  return { problems: closed };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * "production" is the deployment, not the build: NODE_ENV=production alone means a deployment
 * unless APP_ENV says otherwise (docs/decisions/0002-run-modes.md).
 */
export function resolveAppEnv(env: NodeJS.ProcessEnv): AppEnv {
  if (env.APP_ENV === "local" || env.APP_ENV === "production") return env.APP_ENV;
  return env.NODE_ENV === "production" ? "production" : "local";
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", bits, extra] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d+$/.test(bits) && width <= (family === 4 ? 32 : 128);
}

/**
 * Who may tell the server the client's address (X-Forwarded-For), which the attempt limits and
 * the logs use: the number of proxies in front of it, or their addresses (loopback, linklocal,
 * uniquelocal, IPs, CIDR ranges). Unset: one proxy in production (a TLS terminator), none
 * elsewhere. `true` (believe any client) is refused: it would let anyone escape the limits.
 */
export function trustProxy(
  value: string | undefined,
  isProduction: boolean,
): { trust: false | number | string } | { problem: string } {
  if (value === undefined) return { trust: isProduction ? 1 : false };
  if (/^\d+$/.test(value)) return { trust: Number(value) === 0 ? false : Number(value) };
  if (value === "false") return { trust: false };
  const entries = value.split(",").map((entry) => entry.trim());
  if (value !== "true" && entries.every(isProxyAddress)) return { trust: entries.join(", ") };
  return {
    problem: `TRUST_PROXY must be the number of proxies in front of the server (such as 1) or their addresses (loopback, 10.0.0.0/8, ...), comma-separated (got "${value}")`,
  };
}

/** Stripe price ids, one per paid plan and billing period. */
export const STRIPE_PRICE_VARIABLES = [
  "STRIPE_PRICE_LITE_MONTHLY",
  "STRIPE_PRICE_LITE_ANNUAL",
  "STRIPE_PRICE_PRO_MONTHLY",
  "STRIPE_PRICE_PRO_ANNUAL",
  "STRIPE_PRICE_ELITE_MONTHLY",
  "STRIPE_PRICE_ELITE_ANNUAL",
] as const;

/** Parses and checks the environment; throws ConfigError naming every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        const value = env[name];
        // A URL's user-info and query are hidden even when it does not parse (issue 24).
        const shown =
          value === undefined || /SECRET|KEY|PASSWORD/.test(name)
            ? ""
            : ` (got "${/_URL$/.test(name) ? redactedUrlValue(value) : value}")`;
        const message = issue.message.startsWith(name)
          ? issue.message
          : `${name}: ${issue.message}`;
        return `${message}${shown}`;
      }),
    );
  }
  const values = parsed.data;
  const appEnv = resolveAppEnv(env);
  const isProduction = appEnv === "production";
  const problems: string[] = [];
  if (isProduction) {
    if (!values.APP_URL) problems.push("APP_URL is required in production (the public https URL)");
    if (!values.AUTH_SECRET) problems.push("AUTH_SECRET is required in production");
    if (!values.ENCRYPTION_KEY)
      problems.push(
        "ENCRYPTION_KEY is required in production (it encrypts the credentials of publishing connections)",
      );
    if (!values.GOOGLE_CLIENT_ID || !values.GOOGLE_CLIENT_SECRET) {
      problems.push(
        "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required in production (the local sign-in is refused there)",
      );
    }
  }
  if (["openai", "anthropic", "google"].includes(values.AI_PROVIDER) && !values.AI_API_KEY) {
    problems.push(`AI_API_KEY is required when AI_PROVIDER is ${values.AI_PROVIDER}`);
  }
  if (values.AI_PROVIDER === "openai-compatible" && !values.AI_BASE_URL) {
    problems.push("AI_BASE_URL is required when AI_PROVIDER is openai-compatible");
  }
  if (values.AI_STRUCTURED_OUTPUT && values.AI_PROVIDER !== "openai-compatible") {
    problems.push(
      "AI_STRUCTURED_OUTPUT applies to AI_PROVIDER=openai-compatible only (the other providers always use their strict structured mode)",
    );
  }
  if (values.LOCAL_MODEL_SHA256 && !values.LOCAL_MODEL_URL) {
    problems.push(
      "LOCAL_MODEL_SHA256 applies to LOCAL_MODEL_URL only (each catalogue model's SHA-256 is pinned already)",
    );
  }
  if (
    values.BILLING_PROVIDER === "stripe" &&
    !(values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET)
  ) {
    problems.push(
      "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when BILLING_PROVIDER is stripe",
    );
  }
  if (isProduction && values.BILLING_PROVIDER !== "stripe") {
    problems.push(
      "BILLING_PROVIDER=stripe is required in production (the sandbox's test card would give anyone a paid plan)",
    );
  }
  if (values.BILLING_PROVIDER === "stripe") {
    const prices = STRIPE_PRICE_VARIABLES.filter((name) => !values[name]);
    if (prices.length > 0)
      problems.push(`${prices.join(", ")} required when BILLING_PROVIDER is stripe`);
    if (isProduction && values.STRIPE_API_URL)
      problems.push("STRIPE_API_URL is for local testing only and is refused in production");
  }
  if (isProduction && values.INKWELL_FETCH_ALLOW_HOSTS) {
    problems.push(
      "INKWELL_FETCH_ALLOW_HOSTS is for tests only and is refused in production (it lets the source fetcher reach private addresses)",
    );
  }
  const proxy = trustProxy(values.TRUST_PROXY, isProduction);
  if ("problem" in proxy) problems.push(proxy.problem);
  const localSignIn = !(values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET);
  const listen = listenHost({
    ...values,
    localSignIn,
    sandboxBilling: values.BILLING_PROVIDER === "sandbox",
  });
  if ("problems" in listen) problems.push(...listen.problems);
  if (problems.length > 0 || "problems" in listen || "problem" in proxy) {
    throw new ConfigError(problems);
  }

  return {
    ...values,
    APP_ENV: appEnv,
    APP_URL: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    DATA_DIR: path.resolve(cwd, values.DATA_DIR),
    HOST: listen.host,
    TRUST_PROXY: proxy.trust,
    isProduction,
    localSignIn,
  };
}
