import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compress } from "./compression";

const body = "Inkwell writes for search engines and answer engines. ".repeat(200);
let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(compress());
  app.get("/page", (_req, res) => res.type("text/html").send(body));
  app.get("/events", (_req, res) => {
    res.setHeader("Content-Type", "text/event-stream");
    res.write(`data: ${body}\n\n`);
    res.end();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("compression", () => {
  it("compresses pages for clients that accept it", async () => {
    const res = await fetch(`${base}/page`, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(await res.text()).toBe(body);
  });

  it("never compresses an event stream", async () => {
    const res = await fetch(`${base}/events`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toContain("data: Inkwell");
  });
});
