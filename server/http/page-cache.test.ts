import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache } from "./page-cache";

// A stand-in for React Router: counts renders and writes the response's nonce into the page.
let renders = 0;
const listeners = new Set<() => void>();
const changes = {
  subscribe(_id: string, listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
let nonceCount = 0;
const app = express();
app.use((req, res, next) => {
  nonceCount += 1;
  res.locals.nonce = `nonce${nonceCount}`;
  res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce}'`);
  res.locals.user = req.get("x-user") ? { id: "u" } : null;
  next();
});
app.use(pageCache({ changes, maxEntries: 2 }));
app.get("/{*path}", (req, res) => {
  renders += 1;
  if (req.path !== "/private") res.setHeader("Cache-Control", "public, max-age=60");
  if (req.path === "/cookie") res.setHeader("Set-Cookie", "a=b");
  res.type("html");
  res.write(`<script nonce="${res.locals.nonce}"></script>`);
  res.end(`<p>${req.path} render ${renders}</p>`);
});

let base = "";
let server: ReturnType<typeof app.listen>;
beforeAll(async () => {
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

describe("the page cache", () => {
  it("serves a public page again without rendering, with this response's nonce", async () => {
    const before = renders;
    const firstResponse = await get("/a");
    const first = await firstResponse.text();
    const second = await get("/a");
    const text = await second.text();
    expect(renders).toBe(before + 1);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(text.replace(/nonce\d+/, "N")).toBe(first.replace(/nonce\d+/, "N"));
    expect(text).not.toBe(first);
    const etag = firstResponse.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.get("etag")).toBe(etag);
    const notModified = await get("/a", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("content-security-policy")).toBeNull();
    // Another variant (a theme cookie) has its own validator: never a 304 from this one.
    expect((await get("/a", { "if-none-match": etag, cookie: "theme=dark" })).status).toBe(200);
  });

  it("keys on cookies and languages, and never keeps private or cookie-setting answers", async () => {
    await get("/b");
    const before = renders;
    await get("/b", { cookie: "theme=dark" });
    await get("/b", { "accept-language": "fr" });
    await get("/private");
    await get("/private");
    await get("/cookie");
    await get("/cookie");
    expect(renders).toBe(before + 6);
  });

  it("renders for a signed-in visitor and marks the page private", async () => {
    await get("/c");
    const before = renders;
    const response = await get("/c", { "x-user": "1" });
    expect(renders).toBe(before + 1);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("x-page-cache")).toBeNull();
  });

  it("empties on a change notice and stays within its size", async () => {
    await get("/d");
    const stale = (await get("/d")).headers.get("etag") ?? "";
    for (const listener of listeners) listener();
    const before = renders;
    const fresh = await get("/d", { "if-none-match": stale });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("etag")).not.toBe(stale);
    expect(renders).toBe(before + 1);
    await get("/e");
    await get("/f");
    await get("/d"); // pushed out by e and f (two entries at most)
    expect(renders).toBe(before + 4);
  });
});
