/**
 * Outgoing webhooks end to end (issue 30), on a server of its own whose deliveries may reach the
 * tests' local receivers (INKWELL_FETCH_ALLOW_HOSTS, refused in production) with short retries:
 * a generation's completion is delivered once, signed so the documented recipe verifies it and
 * without the post's text; a failing receiver gets every attempt with growing gaps, then the
 * endpoint pauses after 5 failed deliveries and the user sees it.
 */
import { expect, test } from "@playwright/test";
import { verifyInkwellSignature } from "../../../docs/webhooks/verify.mjs";
import { bearer, insertApiKey } from "../../support/api-key";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession, signedSessionCookie } from "../../support/sessions";
import { startWebhookReceiver, type WebhookReceiver } from "../../support/webhook-receiver";

let app: ScriptedApp;
let good: WebhookReceiver;
let bad: WebhookReceiver;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  good = await startWebhookReceiver(204, "");
  bad = await startWebhookReceiver(503, "down for maintenance");
  app = await startScriptedApp("webhooks", {
    INKWELL_FETCH_ALLOW_HOSTS: `${good.host},${bad.host}`,
    WEBHOOK_RETRY_BASE_SECONDS: "1",
    WEBHOOK_ATTEMPTS: "3",
  });
});

test.afterAll(async () => {
  await app?.stop();
  await good?.close();
  await bad?.close();
});

async function caller(tier: "free" | "elite" = "elite") {
  const user = await createUserWithSession(app.db, { tier });
  const cookie = `inkwell.session_token=${await signedSessionCookie(user.token, app.secret)}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.server.url}${path}`, {
      method,
      headers: body === undefined ? { cookie } : { cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(40_000),
    });
    return { status: response.status, json: await response.json() };
  };
  return { user, call };
}

test("a generation's completion is delivered once, signed, without the text", async () => {
  const { call } = await caller();
  const created = await call("POST", "/api/webhooks", {
    url: good.url,
    events: ["generation.completed", "generation.failed"],
    description: "CI",
  });
  expect(created.status).toBe(201);
  const { endpoint, secret } = created.json;
  expect(secret).toMatch(/^whsec_/);
  expect(endpoint).toMatchObject({ status: "active", description: "CI" });
  expect(JSON.stringify((await call("GET", "/api/webhooks")).json)).not.toContain(secret);

  const started = await call("POST", "/api/generations", {
    contentType: "blog",
    title: "Cold brew at home",
    topic: "cold brew coffee",
    language: "en",
  });
  expect(started.status).toBe(202);
  const generationId = started.json.id;
  await expect
    .poll(
      () => good.received.filter((r) => r.headers["inkwell-event"] === "generation.completed"),
      {
        timeout: 90_000,
      },
    )
    .toHaveLength(1);
  const [request] = good.received;
  if (!request) throw new Error("nothing received");
  expect(
    verifyInkwellSignature(request.body, String(request.headers["inkwell-signature"]), secret),
  ).toBe(true);
  const event = JSON.parse(request.body);
  expect(event).toMatchObject({
    type: "generation.completed",
    data: { generationId, status: "succeeded", contentType: "blog", title: expect.any(String) },
  });
  expect(event.data.postId).toMatch(/^[0-9a-f-]{36}$/);
  expect(Object.keys(event.data)).not.toContain("text");
  const deliveries = await call("GET", `/api/webhooks/${endpoint.id}/deliveries`);
  expect(deliveries.json.deliveries).toEqual([
    expect.objectContaining({
      event: "generation.completed",
      eventId: event.id,
      status: "succeeded",
      attempts: 1,
      lastStatusCode: 204,
    }),
  ]);
  // Once: nothing more arrives.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(good.received).toHaveLength(1);
});

test("a failing receiver gets retries with growing gaps; 5 failed deliveries pause it", async () => {
  const { call } = await caller();
  const { json } = await call("POST", "/api/webhooks", { url: bad.url, events: ["post.updated"] });
  const id = json.endpoint.id;
  const sent = await Promise.all(
    Array.from({ length: 5 }, () => call("POST", `/api/webhooks/${id}/test`)),
  );
  for (const answer of sent) expect(answer.status).toBe(202);
  await expect
    .poll(async () => (await call("GET", "/api/webhooks")).json.endpoints[0]?.status, {
      timeout: 60_000,
    })
    .toBe("paused");
  const { endpoints } = (await call("GET", "/api/webhooks")).json;
  expect(endpoints[0]).toMatchObject({ failuresInRow: 5, pausedAt: expect.any(String) });
  const { deliveries } = (await call("GET", `/api/webhooks/${id}/deliveries`)).json;
  expect(deliveries).toHaveLength(5);
  for (const delivery of deliveries) {
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 3,
      lastStatusCode: 503,
      lastResponse: "down for maintenance",
    });
    const times = bad.received
      .filter((r) => r.headers["inkwell-delivery"] === delivery.id)
      .map((r) => r.at);
    expect(times).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = times;
    // pg-boss's backoff (base 1 s): 1-2 s, then 2-4 s.
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
  }
  // A paused endpoint gets no events; resuming makes it active with its count cleared.
  const resumed = await call("PATCH", `/api/webhooks/${id}`, { resume: true });
  expect(resumed.json.endpoint).toMatchObject({ status: "active", failuresInRow: 0 });
});

test("an endpoint at a private address is refused", async () => {
  // The production rules (https only, no loopback or private address, no allow-list) are
  // checked in server/webhooks/signature.test.ts and webhooks.db.test.ts; here the running app
  // refuses a private address that the test allow-list does not name.
  const { call } = await caller();
  const refused = await call("POST", "/api/webhooks", {
    url: "http://10.0.0.7/hooks",
    events: ["post.updated"],
  });
  expect(refused.status).toBe(400);
  expect(refused.json.error).toMatchObject({
    code: "INVALID_INPUT",
    field: "url",
    message: "webhooks:errors.urlRefused",
  });
});

test("developers manage webhooks through /api/v1 with a key of the right scope", async () => {
  const { user } = await caller();
  const read = await insertApiKey(app.db, user.id, { scopes: ["read"] });
  const edit = await insertApiKey(app.db, user.id, { scopes: ["edit"] });
  const v1 = (key: string, method: string, path: string, body?: unknown) =>
    fetch(`${app.server.url}/api/v1${path}`, {
      method,
      headers: {
        ...bearer(key),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const endpoint = { url: good.url, events: ["post.updated"] };
  const refused = await v1(read.key, "POST", "/webhooks", endpoint);
  expect(refused.status).toBe(403);
  expect((await refused.json()).error.code).toBe("SCOPE_MISSING");
  const created = await v1(edit.key, "POST", "/webhooks", endpoint);
  expect(created.status).toBe(201);
  const { endpoint: made } = await created.json();
  const listed = await v1(read.key, "GET", "/webhooks");
  expect(listed.status).toBe(200);
  expect((await listed.json()).endpoints.map((e: { id: string }) => e.id)).toEqual([made.id]);
  expect((await v1(edit.key, "POST", `/webhooks/${made.id}/test`)).status).toBe(202);
  expect((await v1(read.key, "GET", `/webhooks/${made.id}/deliveries`)).status).toBe(200);
  expect((await v1(edit.key, "DELETE", `/webhooks/${made.id}`)).status).toBe(200);
});
