import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { assignNonce, securityHeaders } from "./security";

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
});
