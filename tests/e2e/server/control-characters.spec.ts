/**
 * Paths with an escaped control character (found by the fuzzer, FUZZ_SEED=464360114): `/a%0Db`
 * answered 500. React Router decodes the path and its `*` pattern stops at a line break, so no
 * route matched, no middleware ran and the document rendered without its language (see
 * server/http/react-router.ts). Every such path now answers as the same path without the
 * character would: an unknown path gets the site's not-found page, an API its error shape.
 */
import { apiErrorSchema } from "@domain/api/errors";
import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "../../../playwright.config";
import { english } from "../../support/english";

const CONTROLS = ["%0D", "%0A", "%0d%0a", "%00", "%09", "%7F", "%E2%80%A8", "%E2%80%A9"];
const STACK = /\n\s+at .+:\d+:\d+|node_modules\/|\/work\/|file:\/\/\/|Unexpected Server Error/;

/** The page with what changes on every answer (the CSP nonce) left out. */
const comparable = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${E2E_BASE_URL}${path}`, { redirect: "manual", ...init });
  const text = await response.text();
  expect(response.status, `${init.method ?? "GET"} ${path}: ${text.slice(0, 200)}`).toBeLessThan(
    500,
  );
  expect(text, `${path}: a stack trace or path in the body`).not.toMatch(STACK);
  return { status: response.status, type: response.headers.get("content-type") ?? "", text };
}

test("an unknown path with a control character gets the site's not-found page", async () => {
  const notFound = await get("/no-such-page");
  expect(notFound.status).toBe(404);
  for (const control of CONTROLS) {
    for (const path of [
      `/a${control}b`,
      `/${control}`,
      `/x/${control}/y`,
      `/about${control}`,
      `/api/a${control}b`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.type, path).toMatch(/text\/html/);
      expect(answer.text, path).toContain(english("common:notFound.title"));
      // The same page as any unknown path: no route's data, nothing of the path itself.
      expect(comparable(answer.text), path).toBe(comparable(notFound.text));
    }
    const head = await fetch(`${E2E_BASE_URL}/a${control}b`, { method: "HEAD" });
    expect(head.status, `HEAD /a${control}b`).toBe(404);
  }
});

test("an API path with a control character answers in the one error shape", async () => {
  for (const control of CONTROLS) {
    for (const path of [`/api/posts/a${control}b`, `/api/presets/${control}`]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(401);
      const error = apiErrorSchema.parse(JSON.parse(answer.text)).error;
      expect(error.code, path).toBe("UNAUTHENTICATED");
    }
    // A page behind sign-in sends a visitor to sign in, as it does without the character.
    const dashboard = await get(`/dashboard/a${control}b`);
    expect([302, 303], `/dashboard/a${control}b`).toContain(dashboard.status);
    const posted = await get(`/a${control}b`, { method: "POST", body: "x=1" });
    expect(posted.status, `POST /a${control}b`).toBeGreaterThanOrEqual(400);
  }
});

test("a route's text parameter with a control character is not found, never a database error", async () => {
  // FUZZ_SEED=472074154: a NUL in /blog/:slug reached PostgreSQL, which refuses NUL in text (500).
  for (const control of CONTROLS) {
    for (const path of [`/blog/a${control}b`, `/billing/sandbox/checkout/a${control}b`]) {
      const answer = await get(path);
      expect([302, 303, 404], path).toContain(answer.status);
    }
  }
});
