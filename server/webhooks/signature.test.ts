// The signature a receiver checks with the documented recipe (docs/webhooks/verify.mjs, quoted
// whole in the README), the retry schedule, and the endpoint address rules in production.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { verifyInkwellSignature } from "../../docs/webhooks/verify.mjs";
import { AppError } from "../errors";
import { checkEndpointUrl } from "./endpoints";
import { retryPolicy, retryWindow, WEBHOOK_DEFAULTS } from "./settings";
import { newWebhookSecret, signatureHeader } from "./signature";

describe("webhook signature", () => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({ id: "e1", type: "post.updated", created: 1, data: { a: "é" } });
  const now = Date.UTC(2026, 10, 27, 12);
  const t = Math.floor(now / 1000);

  it("is t=<unix>,v1=<hex HMAC-SHA256 of '<t>.<body>'> and passes the documented recipe", () => {
    const header = signatureHeader(secret, body, t);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(verifyInkwellSignature(body, header, secret, now)).toBe(true);
  });

  it("fails the recipe for another body, secret, or a timestamp past the 5-minute tolerance", () => {
    const header = signatureHeader(secret, body, t);
    expect(verifyInkwellSignature(`${body} `, header, secret, now)).toBe(false);
    expect(verifyInkwellSignature(body, header, newWebhookSecret(), now)).toBe(false);
    expect(verifyInkwellSignature(body, header, secret, now + 301_000)).toBe(false);
    expect(verifyInkwellSignature(body, header, secret, now + 299_000)).toBe(true);
    expect(verifyInkwellSignature(body, "t=abc,v1=00", secret, now)).toBe(false);
    expect(verifyInkwellSignature(body, undefined, secret, now)).toBe(false);
  });

  it("is quoted in the README exactly as the file the tests run", () => {
    const recipe = readFileSync(new URL("../../docs/webhooks/verify.mjs", import.meta.url), "utf8");
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    expect(readme).toContain(`\`\`\`js\n${recipe}\`\`\``);
  });
});

describe("webhook retries", () => {
  it("default to 6 attempts, the first retry after 30-60 s, each wait twice the one before", () => {
    expect(retryPolicy(WEBHOOK_DEFAULTS)).toEqual({
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
    });
    expect([1, 2, 3, 4, 5].map((n) => retryWindow(30, n))).toEqual([
      [30, 60],
      [60, 120],
      [120, 240],
      [240, 480],
      [480, 960],
    ]);
  });
});

describe("webhook endpoint addresses", () => {
  const refused = (address: string, production: boolean) => {
    try {
      checkEndpointUrl(address, production);
      return null;
    } catch (error) {
      return error instanceof AppError ? error.messageKey : String(error);
    }
  };

  it("must be https in production; loopback and private addresses are refused", () => {
    expect(refused("https://hooks.example.com/in", true)).toBeNull();
    expect(refused("http://hooks.example.com/in", true)).toBe("webhooks:errors.urlHttps");
    expect(refused("http://hooks.example.com/in", false)).toBeNull();
    for (const address of [
      "https://127.0.0.1/in",
      "https://10.1.2.3/in",
      "https://192.168.0.10/in",
      "https://169.254.169.254/latest",
      "https://[::1]/in",
      "https://[::ffff:127.0.0.1]/in",
    ])
      expect(refused(address, true), address).toBe("webhooks:errors.urlRefused");
  });
});
