import http from "node:http";
import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "../../../playwright.config";

// Review finding 1: every body is limited by route (64 KB for forms and JSON, more only where
// content is saved), with 413 and a clear message, and never read past the limit.
const base = new URL(E2E_BASE_URL);

type Answer = { status: number; body: string; sentWhenAnswered: number };

/**
 * Sends a body of `total` bytes to `path` in 16 KB chunks, with or without a declared length, and
 * reports the answer and how many bytes had been sent when it came. With a declared length, at
 * most `sendAtMost` bytes are sent: a server that waited for the whole body would never answer.
 */
function post(
  path: string,
  total: number,
  options: { declared: boolean; contentType?: string; sendAtMost?: number },
): Promise<Answer> {
  const stopAt = Math.min(total, options.sendAtMost ?? total);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: "POST",
        headers: {
          "content-type": options.contentType ?? "application/x-www-form-urlencoded",
          ...(options.declared ? { "content-length": String(total) } : {}),
        },
      },
      (response) => {
        answered = true;
        const sentWhenAnswered = sent;
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body, sentWhenAnswered }),
        );
      },
    );
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, "a");
    const write = () => {
      while (!answered && sent < stopAt) {
        const piece = chunk.subarray(0, Math.min(chunk.length, stopAt - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", write);
      }
      if (!answered && sent === total) request.end();
    };
    // A chunked body is sent slowly enough for the answer to arrive before the end.
    if (options.declared) write();
    else {
      const timer = setInterval(() => {
        if (answered || sent >= total) {
          clearInterval(timer);
          if (!answered) request.end();
          return;
        }
        sent += chunk.length;
        request.write(chunk);
      }, 5);
    }
  });
}

test("a form over 64 KB to a public action is refused with 413 before it is read", async () => {
  const answer = await post("/preferences", 200 * 1024, { declared: true, sendAtMost: 16 * 1024 });
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({
    error: {
      code: "PAYLOAD_TOO_LARGE",
      message: "common:errors.payloadTooLarge",
      params: { max: "64 KB" },
    },
  });
});

test("a chunked body is cut off at the limit: 413 while the client is still sending", async () => {
  const answer = await post("/preferences", 10 * 1024 * 1024, { declared: false });
  expect(answer.status).toBe(413);
  expect(answer.sentWhenAnswered).toBeLessThan(10 * 1024 * 1024);
  expect(JSON.parse(answer.body).error.code).toBe("PAYLOAD_TOO_LARGE");
});

test("JSON APIs have the same limit; the editor's save gets more", async () => {
  expect(
    (await post("/api/generations", 65 * 1024, { declared: true, contentType: "application/json" }))
      .status,
  ).toBe(413);
  expect(
    (await post("/api/presets", 65 * 1024, { declared: true, contentType: "application/json" }))
      .status,
  ).toBe(413);
  // Not signed in: the save is refused for that, not for its size.
  const save = await post("/dashboard/edit/00000000-0000-4000-8000-000000000000", 1024 * 1024, {
    declared: true,
  });
  expect(save.status).not.toBe(413);
  const huge = await post("/dashboard/edit/x", 21 * 1024 * 1024, {
    declared: true,
    sendAtMost: 16 * 1024,
  });
  expect(huge.status).toBe(413);
  expect(JSON.parse(huge.body).error.params).toEqual({ max: "20 MB" });
  // The admin's website content (a whole article of HTML) too; its SEO settings do not.
  const json = { declared: true, contentType: "application/json" } as const;
  expect((await post("/api/admin/content", 1024 * 1024, json)).status).toBe(401);
  expect((await post("/api/admin/seo", 65 * 1024, json)).status).toBe(413);
});

test("the sign-in endpoints other libraries read need a declared length", async () => {
  const chunked = await post("/api/auth/callback/google", 1024, { declared: false });
  expect(chunked.status).toBe(411);
  expect((await post("/api/auth/callback/google", 65 * 1024, { declared: true })).status).toBe(413);
});
