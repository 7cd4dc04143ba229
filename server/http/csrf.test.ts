import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseForeignHosts, rejectCrossSiteRequests, routedPath } from "./csrf";
import { ownSite } from "./own-site";

let port = 0;
const servers: http.Server[] = [];

/** Two apps: one deployed (APP_URL https://inkwell.example), one local on 127.0.0.1:<port>. */
let deployedPort = 0;
beforeAll(async () => {
  const listen = async (app: express.Express) => {
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    servers.push(server);
    return (server.address() as AddressInfo).port;
  };
  const deployed = express();
  const site = ownSite({ appUrl: "https://inkwell.example", port: 3000, local: false });
  deployed.use(rejectCrossSiteRequests({ site, exempt: ["/hooks/stripe"] }));
  deployed.all("/{*any}", (_req, res) => res.send("done"));
  deployedPort = await listen(deployed);

  const local = express();
  // The port is only known once listening: the app reads it per request.
  let localSite = ownSite({ appUrl: "http://localhost:1", port: 1, local: true });
  local.use((req, res, next) => refuseForeignHosts(localSite)(req, res, next));
  local.all("/{*any}", (_req, res) => res.send("done"));
  port = await listen(local);
  localSite = ownSite({ appUrl: `http://localhost:${port}`, port, local: true });
});
afterAll(() => {
  for (const server of servers) server.close();
});

/** A raw request: any Host, any request target (fetch would normalise both). */
function send(
  to: number,
  path: string,
  headers: Record<string, string>,
  method = "POST",
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: to, path, method, headers }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}
const post = async (path: string, headers: Record<string, string>) =>
  (await send(deployedPort, path, headers)).status;

describe("rejectCrossSiteRequests", () => {
  it("lets reads through from anywhere", async () => {
    expect((await send(deployedPort, "/x", { origin: "https://evil.example" }, "GET")).status).toBe(
      200,
    );
  });

  it("accepts writes from APP_URL's origin, and from no browser page at all", async () => {
    expect(
      await post("/x", { origin: "https://inkwell.example", "sec-fetch-site": "same-origin" }),
    ).toBe(200);
    expect(await post("/x", {})).toBe(200);
  });

  it("refuses writes from another site, in the one error shape", async () => {
    expect(await post("/x", { origin: "https://evil.example" })).toBe(403);
    expect(await post("/x", { "sec-fetch-site": "cross-site" })).toBe(403);
    expect(
      await post("/x", { origin: "https://inkwell.example", "sec-fetch-site": "same-site" }),
    ).toBe(403);
    expect(await post("/x", { origin: "null" })).toBe(403);
    const refused = await send(deployedPort, "/x", { origin: "https://evil.example" });
    expect(JSON.parse(refused.body)).toEqual({
      error: { code: "CROSS_SITE", message: "common:errors.crossSite" },
    });
  });

  it("does not take the request's own Host as its origin (DNS rebinding)", async () => {
    // A page on evil.example, whose name now resolves to this server: Host and Origin agree.
    expect(
      await post("/x", { host: "evil.example:8080", origin: "http://evil.example:8080" }),
    ).toBe(403);
    expect(await post("/x", { origin: `http://127.0.0.1:${deployedPort}` })).toBe(403);
  });

  it("exempts exactly the exempt path, as the router would match it", async () => {
    const evil = { origin: "https://evil.example" };
    expect(await post("/hooks/stripe", evil)).toBe(200);
    expect(await post("/hooks/stripe/", evil)).toBe(200);
    expect(await post("/HOOKS/Stripe", evil)).toBe(200);
    expect(await post("/hooks/stripe-more", evil)).toBe(403);
    expect(await post("/hooks/stripe/child", evil)).toBe(403);
    expect(await post("/hooks/stripe/../../x", evil)).toBe(403);
    expect(await post("/hooks/stripe/%2e%2e/x", evil)).toBe(403);
    expect(await post("//hooks/stripe", evil)).toBe(403);
  });
});

describe("routedPath", () => {
  it("resolves dot segments and escapes, ignores case and a trailing slash", () => {
    expect(routedPath("/api/billing/webhook?x=1")).toBe("/api/billing/webhook");
    expect(routedPath("/API/Billing/Web%68ook/")).toBe("/api/billing/webhook");
    expect(routedPath("/api/billing/webhook/../../auth/sign-out")).toBe("/api/auth/sign-out");
    expect(routedPath("//evil.example/api/billing/webhook")).toBe(
      "//evil.example/api/billing/webhook",
    );
    expect(routedPath("/")).toBe("/");
  });
});

describe("refuseForeignHosts", () => {
  const get = (host: string) => send(port, "/", { host }, "GET");

  it("answers APP_URL's host and, in local mode, the loopback names of its port", async () => {
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      `LOCALHOST:${port}`,
    ])
      expect((await get(host)).status, host).toBe(200);
  });

  it("refuses any other name, in the one error shape", async () => {
    for (const host of [
      `evil.example:${port}`,
      "localhost",
      `localhost:${port + 1}`,
      `10.0.0.5:${port}`,
      `localhost:${port}@evil.example`,
    ])
      expect((await get(host)).status, host).toBe(421);
    expect(JSON.parse((await get(`evil.example:${port}`)).body)).toEqual({
      error: { code: "UNKNOWN_HOST", message: "common:errors.unknownHost" },
    });
  });
});

describe("ownSite", () => {
  it("in production answers APP_URL's host only, loopback names included", () => {
    const site = ownSite({ appUrl: "https://inkwell.example", port: 3000, local: false });
    expect(site.isOwnHost("inkwell.example")).toBe(true);
    expect(site.isOwnHost("inkwell.example:443")).toBe(true);
    expect(site.isOwnHost("inkwell.example:3000")).toBe(false);
    expect(site.isOwnHost("localhost:3000")).toBe(false);
    expect(site.isOwnHost(undefined)).toBe(false);
    expect(site.isOwnOrigin("https://inkwell.example")).toBe(true);
    expect(site.isOwnOrigin("http://inkwell.example")).toBe(false);
    expect(site.isOwnOrigin("http://localhost:3000")).toBe(false);
  });

  it("in local mode also takes the loopback names of APP_URL's port and PORT", () => {
    const site = ownSite({ appUrl: "http://localhost:3000", port: 3000, local: true });
    expect(site.isOwnOrigin("http://127.0.0.1:3000")).toBe(true);
    expect(site.isOwnOrigin("http://[::1]:3000")).toBe(true);
    expect(site.isOwnOrigin("http://127.0.0.1:3001")).toBe(false);
    expect(site.isOwnOrigin("http://evil.example:3000")).toBe(false);
    expect(site.isOwnOrigin("file://")).toBe(false);
  });
});
