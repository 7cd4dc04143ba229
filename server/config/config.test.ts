import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, STRIPE_PRICE_VARIABLES } from "./index";

function problems(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("parseConfig", () => {
  it("takes AI_STRUCTURED_OUTPUT for openai-compatible servers only, and only its three modes", () => {
    const compatible = {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "http://127.0.0.1:8080/v1",
    };
    expect(parseConfig({ ...compatible, AI_STRUCTURED_OUTPUT: "json_object" })).toMatchObject({
      AI_STRUCTURED_OUTPUT: "json_object",
    });
    expect(parseConfig(compatible).AI_STRUCTURED_OUTPUT).toBeUndefined();
    expect(problems({ ...compatible, AI_STRUCTURED_OUTPUT: "xml" })[0]).toMatch(
      /^AI_STRUCTURED_OUTPUT must be json_schema, json_object or tool/,
    );
    expect(problems({ AI_STRUCTURED_OUTPUT: "tool" })).toEqual([
      "AI_STRUCTURED_OUTPUT applies to AI_PROVIDER=openai-compatible only (the other providers always use their strict structured mode)",
    ]);
  });

  it("runs on its embedded defaults with no variables at all", () => {
    const config = parseConfig({}, "/srv/app");
    expect(config).toMatchObject({
      APP_ENV: "local",
      PORT: 3000,
      APP_URL: "http://localhost:3000",
      DATA_DIR: path.resolve("/srv/app", ".data"),
      AI_PROVIDER: "local",
      BILLING_PROVIDER: "sandbox",
      LOG_LEVEL: "info",
      ADMIN_EMAILS: [],
      isProduction: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("listens on loopback only while the local sign-in is active, unless the operator opts in", () => {
    const google = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    const sandboxOpen = { BILLING_SANDBOX_ON_NETWORK: "1" };
    expect(parseConfig({})).toMatchObject({ HOST: "127.0.0.1", localSignIn: true });
    expect(parseConfig({ HOST: "::1" }).HOST).toBe("::1");
    expect(parseConfig({ HOST: "localhost" }).HOST).toBe("localhost");
    expect(
      parseConfig({ HOST: "0.0.0.0", LOCAL_SIGN_IN_ON_NETWORK: "1", ...sandboxOpen }).HOST,
    ).toBe("0.0.0.0");
    expect(parseConfig({ LOCAL_SIGN_IN_ON_NETWORK: "1", ...sandboxOpen }).HOST).toBe("0.0.0.0");
    expect(parseConfig({ ...google, ...sandboxOpen })).toMatchObject({
      HOST: "0.0.0.0",
      localSignIn: false,
    });
    expect(parseConfig({ ...google, ...sandboxOpen, HOST: "10.0.0.5" }).HOST).toBe("10.0.0.5");
    for (const host of ["0.0.0.0", "::", "192.168.1.20"]) {
      expect(problems({ HOST: host, ...sandboxOpen })).toEqual([
        `HOST=${host} would let anyone on the network use the local sign-in (any e-mail, admins too). Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or opt in with LOCAL_SIGN_IN_ON_NETWORK=1`,
      ]);
    }
    expect(
      problems({ HOST: "0.0.0.0", LOCAL_SIGN_IN_ON_NETWORK: "0", ...sandboxOpen }),
    ).toHaveLength(1);
    expect(problems({ LOCAL_SIGN_IN_ON_NETWORK: "perhaps" })[0]).toMatch(
      /^LOCAL_SIGN_IN_ON_NETWORK must be 1 or 0/,
    );
  });

  it("keeps the sandbox billing (its test card pays) off the network unless the operator opts in", () => {
    const google = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    const sandboxProblem = (host: string) =>
      `HOST=${host} would let anyone on the network pay for a plan with the sandbox billing's test card. Set BILLING_PROVIDER=stripe, or opt in with BILLING_SANDBOX_ON_NETWORK=1`;
    // Google sign-in used to mean every interface, with the sandbox as well.
    expect(parseConfig(google).HOST).toBe("127.0.0.1");
    expect(problems({ ...google, HOST: "0.0.0.0" })).toEqual([sandboxProblem("0.0.0.0")]);
    expect(problems({ ...google, HOST: "192.168.1.20" })).toEqual([sandboxProblem("192.168.1.20")]);
    expect(parseConfig({ ...google, HOST: "127.0.0.1" }).HOST).toBe("127.0.0.1");
    expect(parseConfig({ ...google, HOST: "0.0.0.0", BILLING_SANDBOX_ON_NETWORK: "1" }).HOST).toBe(
      "0.0.0.0",
    );
    // The local sign-in's opt-in does not open the sandbox, nor the other way round.
    expect(problems({ HOST: "0.0.0.0", LOCAL_SIGN_IN_ON_NETWORK: "1" })).toEqual([
      sandboxProblem("0.0.0.0"),
    ]);
    expect(parseConfig({ LOCAL_SIGN_IN_ON_NETWORK: "1" }).HOST).toBe("127.0.0.1");
    expect(problems({ HOST: "0.0.0.0" })).toHaveLength(2);
    const stripe = {
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      ...Object.fromEntries(STRIPE_PRICE_VARIABLES.map((name) => [name, `price_${name}`])),
    };
    expect(parseConfig({ ...google, ...stripe }).HOST).toBe("0.0.0.0");
    expect(problems({ BILLING_SANDBOX_ON_NETWORK: "maybe" })[0]).toMatch(
      /^BILLING_SANDBOX_ON_NETWORK must be 1 or 0/,
    );
  });

  it("reads TRUST_PROXY as a number of proxies or their addresses, never 'any client'", () => {
    const production = {
      APP_ENV: "production",
      APP_URL: "https://inkwell.example",
      AUTH_SECRET: "x".repeat(32),
      ENCRYPTION_KEY: "ab".repeat(32),
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      ...Object.fromEntries(STRIPE_PRICE_VARIABLES.map((name) => [name, `price_${name}`])),
    };
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig(production).TRUST_PROXY).toBe(1);
    expect(parseConfig({ ...production, TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,fd00::/8" }).TRUST_PROXY).toBe(
      "loopback, 10.0.0.0/8, fd00::/8",
    );
    for (const bad of ["true", "10.0.0.0/40", "proxy.example", "1.2.3"]) {
      expect(problems({ TRUST_PROXY: bad })[0]).toMatch(
        /^TRUST_PROXY must be the number of proxies/,
      );
    }
  });

  it("names each bad variable and the value it got", () => {
    const found = problems({ PORT: "abc", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    expect(found).toHaveLength(3);
    expect(found.find((p) => p.startsWith("PORT"))).toContain('"abc"');
    expect(found.find((p) => p.startsWith("DATABASE_URL"))).toContain("PostgreSQL URL");
    expect(found.some((p) => p.startsWith("LOG_LEVEL"))).toBe(true);
    expect(problems({ PORT: "70000" })[0]).toMatch(/^PORT must be a whole number from 1 to 65535/);
  });

  it("prints a malformed DATABASE_URL with its password hidden", () => {
    const [problem] = problems({ DATABASE_URL: "postgress://inkwell:s3cr%t pass@db:5432/x" });
    expect(problem).toContain('(got "postgress://***@db:5432/x")');
    expect(problem).not.toContain("s3cr");
    expect(problems({ DATABASE_URL: "mysql://x" })[0]).toContain('(got "mysql://x")');
  });

  // Issue 24, finding 10: the old pattern stopped at the first / ? or # of the password.
  it.each([
    "postgres://inkwell:hun/ter2@db:5432/x",
    "postgres://inkwell:hun?ter2@db:5432/x",
    "postgres://inkwell:hun#ter2@db:5432/x",
    "postgres://inkwell:hun@t er/2?x@db:5432/x",
  ])("never prints the password of %j, however it is written", (value) => {
    const [problem] = problems({ DATABASE_URL: value });
    expect(problem).toMatch(/^DATABASE_URL/);
    expect(problem).toContain('(got "postgres://***@db:5432/x")');
    expect(problem).not.toMatch(/hun|ter2|inkwell:/);
  });

  it("prints a refused LOCAL_MODEL_URL without its query (a signature)", () => {
    const [problem] = problems({ LOCAL_MODEL_URL: "ftp://mirror.example/m.gguf?sig=s3cret" });
    expect(problem).toContain('(got "ftp://mirror.example/m.gguf?***")');
    expect(problem).not.toContain("s3cret");
  });

  it("never prints a secret it refuses", () => {
    const [problem] = problems({ AUTH_SECRET: "short-secret" });
    expect(problem).toMatch(/^AUTH_SECRET/);
    expect(problem).not.toContain("short-secret");
  });

  it("derives APP_URL from PORT and trims a trailing slash from a given one", () => {
    expect(parseConfig({ PORT: "4100" }).APP_URL).toBe("http://localhost:4100");
    expect(parseConfig({ APP_URL: "https://inkwell.example/" }).APP_URL).toBe(
      "https://inkwell.example",
    );
  });

  it("reads ADMIN_EMAILS as a lower-case list and refuses a malformed one", () => {
    expect(
      parseConfig({ ADMIN_EMAILS: " Ada@Example.com, bob@example.com ,," }).ADMIN_EMAILS,
    ).toEqual(["ada@example.com", "bob@example.com"]);
    expect(problems({ ADMIN_EMAILS: "not-an-email" })[0]).toMatch(/^ADMIN_EMAILS/);
  });

  it("treats NODE_ENV=production as a deployment unless APP_ENV says local", () => {
    expect(problems({ NODE_ENV: "production" })).toEqual([
      "APP_URL is required in production (the public https URL)",
      "AUTH_SECRET is required in production",
      "ENCRYPTION_KEY is required in production (it encrypts the credentials of publishing connections)",
      "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required in production (the local sign-in is refused there)",
      "BILLING_PROVIDER=stripe is required in production (the sandbox's test card would give anyone a paid plan)",
    ]);
    expect(parseConfig({ NODE_ENV: "production", APP_ENV: "local" }).isProduction).toBe(false);
    const production = parseConfig({
      APP_ENV: "production",
      APP_URL: "https://inkwell.example",
      AUTH_SECRET: "x".repeat(40),
      ENCRYPTION_KEY: "ab".repeat(32),
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      ...Object.fromEntries(STRIPE_PRICE_VARIABLES.map((name) => [name, `price_${name}`])),
    });
    expect(production.isProduction).toBe(true);
    expect(
      problems({
        APP_ENV: "production",
        APP_URL: "https://inkwell.example",
        AUTH_SECRET: "x".repeat(40),
        ENCRYPTION_KEY: "ab".repeat(32),
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_CLIENT_SECRET: "secret",
        BILLING_PROVIDER: "stripe",
      }),
    ).toEqual([
      "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when BILLING_PROVIDER is stripe",
      "STRIPE_PRICE_LITE_MONTHLY, STRIPE_PRICE_LITE_ANNUAL, STRIPE_PRICE_PRO_MONTHLY, STRIPE_PRICE_PRO_ANNUAL, STRIPE_PRICE_ELITE_MONTHLY, STRIPE_PRICE_ELITE_ANNUAL required when BILLING_PROVIDER is stripe",
    ]);
  });

  it("asks for what a chosen provider needs", () => {
    expect(problems({ AI_PROVIDER: "openai-compatible" })).toEqual([
      "AI_BASE_URL is required when AI_PROVIDER is openai-compatible",
    ]);
    expect(
      problems({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://127.0.0.1:8080/v1" }),
    ).toEqual([]);
    expect(problems({ BILLING_PROVIDER: "stripe" })).toEqual([
      "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when BILLING_PROVIDER is stripe",
      "STRIPE_PRICE_LITE_MONTHLY, STRIPE_PRICE_LITE_ANNUAL, STRIPE_PRICE_PRO_MONTHLY, STRIPE_PRICE_PRO_ANNUAL, STRIPE_PRICE_ELITE_MONTHLY, STRIPE_PRICE_ELITE_ANNUAL required when BILLING_PROVIDER is stripe",
    ]);
  });

  it("reads the local model's download settings", () => {
    const defaults = parseConfig({});
    expect(defaults.LOCAL_MODEL_AUTO_PULL).toBe(true);
    expect(defaults.LOCAL_MODEL).toBeUndefined();
    expect(defaults.LOCAL_MODEL_URL).toBeUndefined();
    expect(parseConfig({ LOCAL_MODEL_AUTO_PULL: "0" }).LOCAL_MODEL_AUTO_PULL).toBe(false);
    expect(parseConfig({ LOCAL_MODEL_AUTO_PULL: "false" }).LOCAL_MODEL_AUTO_PULL).toBe(false);
    expect(parseConfig({ LOCAL_MODEL_AUTO_PULL: "1" }).LOCAL_MODEL_AUTO_PULL).toBe(true);
    expect(parseConfig({ LOCAL_MODEL: "qwen3-4b" }).LOCAL_MODEL).toBe("qwen3-4b");
    const url = "http://127.0.0.1:8080/files/model.gguf";
    expect(parseConfig({ LOCAL_MODEL_URL: url }).LOCAL_MODEL_URL).toBe(url);
    const found = problems({
      LOCAL_MODEL_AUTO_PULL: "maybe",
      LOCAL_MODEL: "gpt-5",
      LOCAL_MODEL_URL: "ftp://mirror/model.gguf",
    });
    expect(found).toHaveLength(3);
    expect(found.find((p) => p.startsWith("LOCAL_MODEL_AUTO_PULL"))).toContain("1 or 0");
    expect(found.find((p) => p.startsWith("LOCAL_MODEL must"))).toContain("qwen3-4b");
    expect(found.find((p) => p.startsWith("LOCAL_MODEL_URL"))).toContain("https URL");
  });

  // Issue 24, findings 2 and 3.
  it("takes LOCAL_MODEL_URL over https (http only from this machine), ending in a plain file name", () => {
    for (const url of [
      "https://mirror.example/m/model.gguf",
      "http://localhost:9/m.gguf",
      "http://[::1]:9/m.gguf",
    ]) {
      expect(parseConfig({ LOCAL_MODEL_URL: url }).LOCAL_MODEL_URL).toBe(url);
    }
    expect(problems({ LOCAL_MODEL_URL: "http://mirror.example/m/model.gguf" })[0]).toMatch(
      /^LOCAL_MODEL_URL must be an https URL of a GGUF file \(plain http only from this machine/,
    );
    const [outside] = problems({ LOCAL_MODEL_URL: "https://mirror.example/m/..%2F..%2F.bashrc" });
    expect(outside).toMatch(/^LOCAL_MODEL_URL must end in a plain file name/);
    expect(outside).toContain('got "../../.bashrc"');
  });

  it("reads LOCAL_MODEL_SHA256 for LOCAL_MODEL_URL only", () => {
    const hash = "AB".repeat(32);
    const url = "https://mirror.example/m/model.gguf";
    expect(parseConfig({ LOCAL_MODEL_URL: url, LOCAL_MODEL_SHA256: hash }).LOCAL_MODEL_SHA256).toBe(
      hash.toLowerCase(),
    );
    expect(problems({ LOCAL_MODEL_URL: url, LOCAL_MODEL_SHA256: "abc" })[0]).toMatch(
      /^LOCAL_MODEL_SHA256 must be a SHA-256/,
    );
    expect(problems({ LOCAL_MODEL_SHA256: hash })[0]).toMatch(
      /^LOCAL_MODEL_SHA256 applies to LOCAL_MODEL_URL only/,
    );
  });
});
