import fs from "node:fs";
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
