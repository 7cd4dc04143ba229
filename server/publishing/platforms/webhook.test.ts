/**
 * The generic webhook client against a local receiver: every POST signed as issue 30's deliveries
 * (checked with the documented recipe, docs/webhooks/verify.mjs), the event and a new delivery id
 * in the headers, the remote id and address taken from a JSON answer, a non-2xx answer named.
 */
import { PUBLISHING_MESSAGES } from "@domain/publishing";
import { WEBHOOK_HEADERS } from "@domain/webhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { verifyInkwellSignature } from "../../../docs/webhooks/verify.mjs";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../tests/support/webhook-receiver";
import { configureSources } from "../../sources";
import { type PlatformCredentials, PlatformError, type PublishDocument } from "../platform";
import { webhookClient } from "./webhook";

const SECRET = "whsec_test-publishing-secret";
let receiver: WebhookReceiver;
let credentials: PlatformCredentials;

const document: PublishDocument = {
  postId: "7f0c2a52-4d8e-4c1f-9f5b-000000000001",
  title: "Cold brew at home",
  slug: "cold-brew-at-home",
  html: "<p>Steep it overnight.</p>",
  excerpt: "Steep it overnight.",
  metaDescription: "How to make cold brew at home.",
  tags: ["coffee"],
  focusKeyword: "coffee",
  featuredImage: null,
  canonicalUrl: null,
  language: "en",
  status: "live",
};

const options = (remoteId: string | null = null) => ({
  remoteId,
  previous: null,
  adoptSince: null,
  seoPlugin: null,
});

const received = (index: number) => {
  const request = receiver.received[index];
  if (!request) throw new Error(`No request ${index} received`);
  return request;
};
const header = (index: number, name: string) =>
  received(index).headers[name.toLowerCase()] as string;

async function refusal(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  configureSources({ appUrl: "https://inkwell.example", allowHosts: [receiver.host] });
  credentials = { platform: "webhook", siteUrl: receiver.url, username: "", secret: SECRET };
});

afterAll(async () => {
  configureSources({ appUrl: "http://localhost:3000" });
  await receiver.close();
});

afterEach(() => {
  receiver.received.length = 0;
  receiver.status = 200;
  receiver.answer = "ok";
});

describe("the webhook client", () => {
  it("POSTs the document signed, with the event and a new delivery id", async () => {
    const remote = await webhookClient.publish(credentials, document, options());
    expect(receiver.received).toHaveLength(1);
    const { body } = received(0);
    expect(verifyInkwellSignature(body, header(0, WEBHOOK_HEADERS.signature), SECRET)).toBe(true);
    expect(verifyInkwellSignature(body, header(0, WEBHOOK_HEADERS.signature), "whsec_other")).toBe(
      false,
    );
    expect(header(0, WEBHOOK_HEADERS.event)).toBe("post.publish");
    expect(header(0, WEBHOOK_HEADERS.delivery)).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(0, "content-type")).toBe("application/json");
    const payload = JSON.parse(body);
    expect(payload).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "post.publish",
      created: expect.any(Number),
      data: { action: "create", remoteId: null, post: document },
    });
    // A plain "ok": the remote id is Inkwell's post id, and no address is known.
    expect(remote).toEqual({ id: document.postId, url: "", status: "live", notes: [] });
  });

  it("takes the remote id and address from a JSON answer, and says update with the remote id", async () => {
    receiver.answer = JSON.stringify({ id: "cms-42", url: "https://blog.example/cold-brew" });
    const created = await webhookClient.publish(credentials, document, options());
    expect(created).toMatchObject({ id: "cms-42", url: "https://blog.example/cold-brew" });
    receiver.answer = "{}";
    const updated = await webhookClient.publish(
      credentials,
      { ...document, status: "draft" },
      options("cms-42"),
    );
    expect(updated).toEqual({ id: "cms-42", url: "", status: "draft", notes: [] });
    const second = JSON.parse(received(1).body);
    expect(second.data).toMatchObject({ action: "update", remoteId: "cms-42" });
    expect(header(1, WEBHOOK_HEADERS.delivery)).not.toBe(header(0, WEBHOOK_HEADERS.delivery));
  });

  it("keeps only an http(s) address from the answer", async () => {
    receiver.answer = JSON.stringify({ url: "javascript:alert(1)" });
    const remote = await webhookClient.publish(credentials, document, options());
    expect(remote.url).toBe("");
    receiver.answer = JSON.stringify({ url: "not an address" });
    expect((await webhookClient.publish(credentials, document, options())).url).toBe("");
  });

  it("names a non-2xx answer: 4xx final, 429 and 5xx retried", async () => {
    for (const [status, retry] of [
      [400, false],
      [410, false],
      [429, true],
      [503, true],
    ] as const) {
      receiver.status = status;
      const error = await refusal(webhookClient.publish(credentials, document, options()));
      expect(error.toMessage()).toEqual({
        key: PUBLISHING_MESSAGES.webhookStatus,
        params: { status },
      });
      expect(error.retry).toBe(retry);
      expect(error.message).not.toContain(SECRET);
    }
  });

  it("Test connection sends a signed connection.test event", async () => {
    await expect(webhookClient.check(credentials)).resolves.toEqual({ seoPlugin: null });
    const { body } = received(0);
    expect(header(0, WEBHOOK_HEADERS.event)).toBe("connection.test");
    expect(JSON.parse(body).type).toBe("connection.test");
    expect(verifyInkwellSignature(body, header(0, WEBHOOK_HEADERS.signature), SECRET)).toBe(true);
    receiver.status = 401;
    const error = await refusal(webhookClient.check(credentials));
    expect(error.toMessage()).toEqual({
      key: PUBLISHING_MESSAGES.webhookStatus,
      params: { status: 401 },
    });
  });

  it("names a redirect, which it does not follow", async () => {
    receiver.status = 302;
    const error = await refusal(webhookClient.publish(credentials, document, options()));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.redirected);
    expect(receiver.received).toHaveLength(1);
  });

  it("names an address that is refused (not on the allow-list)", async () => {
    const error = await refusal(
      webhookClient.check({ ...credentials, siteUrl: "http://127.0.0.1:9/hooks" }),
    );
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.addressRefused);
  });
});
