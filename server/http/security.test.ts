import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import {
  assignNonce,
  SERVER_STYLE_ATTRIBUTES,
  SONNER_STYLE_HASHES,
  securityHeaders,
} from "./security";

async function policyOf(production: boolean): Promise<Map<string, string>> {
  const app = express();
  app.use(assignNonce, securityHeaders({ production, development: false }));
  app.get("/", (_req, res) => void res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    return new Map(
      csp.split(";").map((part) => {
        const [name = "", ...values] = part.trim().split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
    );
  } finally {
    server.close();
  }
}

describe("the content security policy", () => {
  it("frames only the two video players, scripts only with the response's nonce, no plugins", async () => {
    const policy = await policyOf(true);
    expect(policy.get("frame-src")).toBe(
      "https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("script-src")).toMatch(/^'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'$/);
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("allows styles only by nonce or hash in production, anything inline in development", async () => {
    const policy = await policyOf(true);
    expect(policy.get("style-src")).toMatch(
      /^'self' 'nonce-[A-Za-z0-9+/=]{24}' 'sha256-[^']+' 'sha256-[^']+'$/,
    );
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(policy.get("style-src-attr")).toBe(
      ["'unsafe-hashes'", ...SERVER_STYLE_ATTRIBUTES.map(sha)].join(" "),
    );
    expect([...policy.values()].join(" ")).not.toContain("unsafe-inline");
    expect(policy.get("script-src")).not.toContain("unsafe-eval");
  });

  it("has the hash of the CSS the installed sonner inserts", () => {
    const entry = createRequire(import.meta.url).resolve("sonner");
    const source = readFileSync(entry.replace(/index\.[cm]?js$/, "index.mjs"), "utf8");
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\);/.exec(source)?.[1] ?? '""';
    const css = JSON.parse(literal) as string;
    expect(css.length).toBeGreaterThan(1000);
    const hash = `sha256-${createHash("sha256").update(css).digest("base64")}`;
    expect(SONNER_STYLE_HASHES).toContain(hash);
  });
});
