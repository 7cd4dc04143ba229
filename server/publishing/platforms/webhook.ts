/**
 * A generic signed webhook (issue 31, docs/decisions/0032-publishing.md "Webhook"): the document
 * POSTed as JSON to the connection's address, signed exactly as issue 30's deliveries
 * (`Inkwell-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, with
 * `Inkwell-Event` and a new `Inkwell-Delivery` id). Body: `{ id, type, created, data: { action,
 * remoteId, post } }`. A 2xx answer succeeds; a JSON answer `{ "id": "...", "url": "..." }` gives
 * the remote id (else the remote id sent, else Inkwell's post id) and address (else "": no
 * address known, see RemotePost.url). Test connection sends `connection.test`. Through
 * siteRequest (not the webhooks' postSigned) so TLS and timeouts are named like every platform's.
 */
import { randomUUID } from "node:crypto";
import {
  PUBLISH_WEBHOOK_EVENT,
  PUBLISH_WEBHOOK_TEST_EVENT,
  PUBLISHING_MESSAGES,
} from "@domain/publishing";
import { WEBHOOK_HEADERS } from "@domain/webhooks";
import { signatureHeader } from "../../webhooks";
import { retryableStatus, type SiteAnswer, siteRequest } from "../http";
import { type PlatformClient, type PlatformCredentials, PlatformError } from "../platform";

/** Characters kept of an id or address the receiver answers with. */
const ANSWER_FIELD_MAX = 2000;

/** POSTs one signed event; throws a PlatformError unless the answer is 2xx. */
async function send(
  credentials: PlatformCredentials,
  type: string,
  data: Record<string, unknown>,
  now = new Date(),
): Promise<SiteAnswer> {
  const created = Math.floor(now.getTime() / 1000);
  const body = JSON.stringify({ id: randomUUID(), type, created, data });
  const answer = await siteRequest(credentials.siteUrl, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [WEBHOOK_HEADERS.signature]: signatureHeader(credentials.secret, body, created),
      [WEBHOOK_HEADERS.event]: type,
      [WEBHOOK_HEADERS.delivery]: randomUUID(),
    },
    body,
  });
  if (answer.status >= 300 && answer.status < 400) {
    const location = answer.headers.location;
    throw new PlatformError(PUBLISHING_MESSAGES.redirected, {
      location: String(Array.isArray(location) ? location[0] : (location ?? "")),
    });
  }
  if (answer.status < 200 || answer.status >= 300)
    throw new PlatformError(
      PUBLISHING_MESSAGES.webhookStatus,
      { status: answer.status },
      retryableStatus(answer.status),
    );
  return answer;
}

/** A string field of the receiver's JSON answer, if it gave one. */
function answered(answer: SiteAnswer, field: "id" | "url"): string | null {
  const value = (answer.json as Record<string, unknown> | undefined)?.[field];
  if (typeof value === "number" && field === "id") return String(value);
  return typeof value === "string" && value.trim() ? value.trim().slice(0, ANSWER_FIELD_MAX) : null;
}

/** Only an http(s) address is kept as the post's link. */
function linkOf(value: string | null): string {
  const url = value && URL.canParse(value) ? new URL(value) : null;
  return url && (url.protocol === "https:" || url.protocol === "http:") ? url.toString() : "";
}

export const webhookClient: PlatformClient = {
  async check(credentials) {
    await send(credentials, PUBLISH_WEBHOOK_TEST_EVENT, {});
    return { seoPlugin: null };
  },

  async publish(credentials, document, options) {
    const answer = await send(credentials, PUBLISH_WEBHOOK_EVENT, {
      action: options.remoteId ? "update" : "create",
      remoteId: options.remoteId,
      post: document,
    });
    return {
      id: answered(answer, "id") ?? options.remoteId ?? document.postId,
      url: linkOf(answered(answer, "url")),
      status: document.status,
      notes: [],
    };
  },
};
