import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejectCrossSiteRequests } from "./csrf";

let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(rejectCrossSiteRequests({ appOrigin: "https://inkwell.example", exempt: ["/hooks/"] }));
  app.all("/{*any}", (_req, res) => res.send("done"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = (path: string, headers: Record<string, string>) =>
  fetch(`${base}${path}`, { method: "POST", headers }).then((r) => r.status);

describe("rejectCrossSiteRequests", () => {
  it("lets reads through from anywhere", async () => {
    expect((await fetch(`${base}/x`, { headers: { origin: "https://evil.example" } })).status).toBe(
      200,
    );
  });

  it("accepts writes from the app's own origin", async () => {
    expect(
      await post("/x", { origin: "https://inkwell.example", "sec-fetch-site": "same-origin" }),
    ).toBe(200);
    expect(await post("/x", { origin: base })).toBe(200);
  });

  it("refuses writes from another site", async () => {
    expect(await post("/x", { origin: "https://evil.example" })).toBe(403);
    expect(await post("/x", { "sec-fetch-site": "cross-site" })).toBe(403);
    expect(
      await post("/x", { origin: "https://inkwell.example", "sec-fetch-site": "same-site" }),
    ).toBe(403);
    expect(await post("/x", { origin: "null" })).toBe(403);
  });

  it("leaves exempt paths (signed webhooks) to their own checks", async () => {
    expect(await post("/hooks/stripe", { origin: "https://evil.example" })).toBe(200);
  });
});
