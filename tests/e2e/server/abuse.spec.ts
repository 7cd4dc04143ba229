import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type ServerProcess, startServer } from "../../support/server-process";

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-abuse-"));
  server = await startServer({ DATA_DIR: dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a state-changing request from another site is refused", async () => {
  const response = await fetch(`${server.url}/auth/sign-out`, {
    method: "POST",
    headers: {
      origin: "https://evil.example",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "",
    redirect: "manual",
  });
  expect(response.status).toBe(403);
  const own = await fetch(`${server.url}/auth/sign-out`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
  expect(own.status).toBe(302);
});

/** A raw request with any Host header (fetch sets its own). */
function raw(
  url: string,
  options: { method?: string; path: string; headers: Record<string, string> },
): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: options.path, method: options.method ?? "GET" },
      (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    for (const [name, value] of Object.entries(options.headers)) req.setHeader(name, value);
    req.on("error", reject);
    req.end(options.method === "POST" ? "" : undefined);
  });
}

test("a page on another name resolving to this server (DNS rebinding) gets nothing", async () => {
  const port = new URL(server.url).port;
  const rebound = { host: `rebind.example:${port}`, origin: `http://rebind.example:${port}` };
  const read = await raw(server.url, { path: "/dashboard", headers: rebound });
  expect(read.status).toBe(421);
  expect(JSON.parse(read.body)).toEqual({
    error: { code: "UNKNOWN_HOST", message: "common:errors.unknownHost" },
  });
  const write = await raw(server.url, {
    method: "POST",
    path: "/auth",
    headers: { ...rebound, "content-type": "application/x-www-form-urlencoded" },
  });
  expect(write.status).toBe(421);
  // Health probes use whatever address they were given.
  expect((await raw(server.url, { path: "/healthz", headers: rebound })).status).toBe(200);
  // APP_URL is http://localhost:<port>: its loopback names answer in local mode.
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
    expect((await raw(server.url, { path: "/", headers: { host } })).status, host).toBe(200);
  // Another port of this machine is not the app.
  const echoed = await raw(server.url, {
    method: "POST",
    path: "/auth/sign-out",
    headers: { host: `localhost:${port}`, origin: `http://localhost:${Number(port) + 1}` },
  });
  expect(echoed.status).toBe(403);
});

test("the webhook's cross-site exemption holds for its exact path only", async () => {
  const evil = {
    origin: "https://evil.example",
    "content-type": "application/x-www-form-urlencoded",
  };
  // Resolved by the router to /auth/sign-out: a write the exemption must not cover.
  for (const path of [
    "/api/billing/webhook/../../auth/sign-out",
    "/api/billing/webhook/%2e%2e/%2e%2e/auth/sign-out",
    "/api/billing/webhook-other",
  ]) {
    const answer = await raw(server.url, { method: "POST", path, headers: evil });
    expect(answer.status, path).toBe(403);
    expect(JSON.parse(answer.body).error.code, path).toBe("CROSS_SITE");
  }
  // The webhook itself is left to its signature check (400: no valid signature).
  const hook = await raw(server.url, {
    method: "POST",
    path: "/api/billing/webhook",
    headers: evil,
  });
  expect(hook.status).toBe(400);
});

test("sign-in attempts are rate limited per address", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 22; i++) {
    const response = await fetch(`${server.url}/auth`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: "redirectTo=%2Fdashboard",
      redirect: "manual",
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 20).every((s) => s === 302)).toBe(true);
  expect(statuses.slice(20)).toEqual([429, 429]);
  const page = await fetch(`${server.url}/auth`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: "redirectTo=%2Fdashboard",
  });
  expect(page.status).toBe(429);
  expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
  // Without TRUST_PROXY no client can pass for another address with X-Forwarded-For.
  const disguised = await fetch(`${server.url}/auth`, {
    method: "POST",
    headers: {
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": "198.51.100.99",
    },
    body: "redirectTo=%2Fdashboard",
    redirect: "manual",
  });
  expect(disguised.status).toBe(429);
  expect(await page.text()).toContain("Too many attempts");
});

test("the request log never holds an OAuth callback's code or state", async () => {
  await fetch(`${server.url}/api/auth/callback/google?code=CODE-4f9a2&state=STATE-77c1e`, {
    redirect: "manual",
  });
  await expect.poll(() => server.output()).toContain("/api/auth/callback/google?code=[redacted]");
  expect(server.output()).not.toContain("CODE-4f9a2");
  expect(server.output()).not.toContain("STATE-77c1e");
});

test("behind a proxy (TRUST_PROXY=1) the limit counts the address the proxy names", async () => {
  test.setTimeout(120_000);
  const proxied = await startServer({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-proxied-")),
    TRUST_PROXY: "1",
    AUTH_ATTEMPTS_PER_MINUTE: "3",
  });
  try {
    const from = (address: string) =>
      fetch(`${proxied.url}/auth`, {
        method: "POST",
        headers: {
          origin: proxied.url,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": address,
        },
        body: "redirectTo=%2Fdashboard",
        redirect: "manual",
      }).then((response) => response.status);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await from("198.51.100.1"));
    expect(statuses).toEqual([302, 302, 302, 429]);
    expect(await from("198.51.100.2")).toBe(302);
  } finally {
    await proxied.stop();
  }
});
