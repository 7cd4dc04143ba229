/**
 * Methods no route serves (OPTIONS, PROPFIND, TRACE, ...) answered 500: React Router turns them
 * into a 405 without running any middleware, so the document renderer found no language, and
 * TRACE could not even become a Fetch Request. Express now answers them with a 405 and an Allow
 * header before React Router (server/http/methods.ts): an API in the one error shape, a page with
 * a plain text. A POST to an unknown path is React Router's 405, logged as the client's mistake.
 */
import { apiErrorSchema } from "@domain/api/errors";
import { expect, test } from "@playwright/test";
import { english } from "../../support/english";
import { rawRequest, UNSERVED_METHODS } from "../../support/raw-request";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";

const STACK = /\n\s+at .+:\d+:\d+|node_modules\/|\/work\/|file:\/\/\/|Unexpected Server Error/;
const PAGES = ["/", "/about", "/nope", "/dashboard", "/sign-in", "/favicon.svg", "/assets/x.js"];
const APIS = ["/api/presets", "/api/posts/x", "/api/nope", "/api/auth/callback/google", "/api"];

let app: ScriptedApp;

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("methods");
});

test.afterAll(async () => {
  await app?.stop();
});

test("a method no route serves gets a 405 with Allow: an API's in the one error shape", async () => {
  for (const method of UNSERVED_METHODS) {
    for (const path of [...PAGES, ...APIS]) {
      const answer = await rawRequest(app.server.url, {
        method,
        path,
        headers: { accept: "text/html" },
      });
      const where = `${method} ${path}`;
      if (answer.closed) {
        expect(method, `${where}: the connection was dropped`).toBe("CONNECT");
        continue;
      }
      expect(answer.status, `${where}: ${answer.body.slice(0, 300)}`).toBe(405);
      expect(answer.headers.allow, where).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
      expect(answer.body, `${where}: a stack trace or path`).not.toMatch(STACK);
      if (path.startsWith("/api")) {
        const { error } = apiErrorSchema.parse(JSON.parse(answer.body));
        expect(error.code, where).toBe("METHOD_NOT_ALLOWED");
        expect(english(error.message, { field: error.field, ...error.params }), where).toBeTruthy();
      } else {
        expect(answer.headers["content-type"], where).toMatch(/^text\/plain/);
        expect(answer.headers["content-security-policy"], where).toBeTruthy();
      }
    }
  }
});

test("a POST to an unknown path is a 405 logged as the client's mistake, not an error", async () => {
  const before = app.server.output().length;
  const answer = await rawRequest(app.server.url, {
    method: "POST",
    path: "/nope",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "a=1",
  });
  expect(answer.closed).toBe(false);
  if (answer.closed) return;
  expect(answer.status).toBe(405);
  expect(answer.body).not.toMatch(STACK);
  // The access line is written when the answer is finished: give it a moment.
  await expect.poll(() => app.server.output().slice(before)).toContain("POST /nope 405");
  const lines = app.server.output().slice(before).split("\n").filter(Boolean);
  const errors = lines.filter((line) => /"level":(50|60)/.test(line));
  expect(errors, "lines logged at error level").toEqual([]);
});
