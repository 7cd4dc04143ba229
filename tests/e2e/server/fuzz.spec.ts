/**
 * Fuzzing every route (app/routes.ts and the paths Express serves, as the authorization matrix
 * reads them) with fast-check: generated methods (also ones no route serves, OPTIONS, PROPFIND,
 * TRACE, CONNECT..., sent through node's http module as fetch refuses some), path parameters,
 * query strings, headers and bodies (JSON, forms, text that is neither, with field names the app
 * uses), signed in or not.
 * Never a 5xx, never a stack trace or a server path in the body, and every refusal of an API in
 * the one error shape (docs/decisions/0010-layout-and-seams.md) whose message has English words.
 * Against one server of its own (tests/support/scripted-app.ts), a bounded number of runs per
 * route (RUNS, or FUZZ_RUNS), seeded so a failure can be replayed (FUZZ_SEED).
 */
import { V1_PREFIX } from "@domain/api/contract";
import { apiErrorSchema } from "@domain/api/errors";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { english } from "../../support/english";
import { createCaller, type Things } from "../../support/matrix-world";
import { inParallel } from "../../support/parallel";
import { rawRequest, UNSERVED_METHODS } from "../../support/raw-request";
import { type RouteEntry, servedRoutes } from "../../support/route-table";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
// A new seed on every local run, to keep exploring; a fixed one in CI, so a merge is judged on
// the same requests every time (a new finding locally prints the seed that replays it).
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.CI ? 20261124 : Date.now() % 2 ** 31));

/** Field and query names the app reads somewhere, so generated input reaches past "unknown". */
const NAMES = [
  "name",
  "email",
  "subject",
  "message",
  "website",
  "theme",
  "language",
  "redirectTo",
  "intent",
  "contentType",
  "title",
  "topic",
  "tone",
  "audience",
  "keywords",
  "description",
  "content",
  "wordCount",
  "presetId",
  "action",
  "plan",
  "period",
  "platform",
  "niche",
  "refresh",
  "bookmarked",
  "firstName",
  "secondName",
  "username",
  "country",
  "profession",
  "card",
  "code",
  "method",
  "version",
  "tab",
  "q",
  "page",
  "type",
  "sort",
  "limit",
  "after",
  "error",
  "status",
  "index",
  "id",
  "settings",
  "input",
  "tier",
  "samples",
  "guide",
  "kind",
  "url",
  "postId",
];

const printable = fc.string({
  unit: fc.constantFrom(..." !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~"),
});
const anyText = fc.oneof(printable, fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }));
const name = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NAMES) },
  { weight: 1, arbitrary: anyText },
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  anyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(name, anyText, { maxKeys: 3 }),
);

type Body = { contentType?: string; text?: string };
const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({}),
  fc.dictionary(name, value, { maxKeys: 8 }).map((json) => ({
    contentType: "application/json",
    text: JSON.stringify(json),
  })),
  fc.jsonValue().map((json) => ({ contentType: "application/json", text: JSON.stringify(json) })),
  fc.dictionary(name, anyText, { maxKeys: 8 }).map((form) => ({
    contentType: "application/x-www-form-urlencoded",
    text: new URLSearchParams(form).toString(),
  })),
  fc.record({
    contentType: fc.constantFrom(
      "application/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "multipart/form-data",
      "text/plain",
      "application/xml",
    ),
    text: anyText,
  }),
);

const headerValue = fc.string({
  unit: fc.constantFrom(..." abcdefghijklmnopqrstuvwxyz0123456789,;=/*.-_:\"'"),
});
const headers = fc.record(
  {
    accept: fc.oneof(
      fc.constantFrom("application/json", "text/html", "*/*", "text/event-stream"),
      headerValue,
    ),
    "accept-language": fc.oneof(fc.constantFrom("en", "ar", "zh-CN", "xx", "*"), headerValue),
    "x-forwarded-for": headerValue,
    "if-none-match": headerValue,
    range: headerValue,
    "user-agent": headerValue,
    cookie: headerValue,
  },
  { requiredKeys: [] },
);
const query = fc.dictionary(name, anyText, { maxKeys: 5 });

type Call = {
  method: string;
  param: "own" | "text";
  paramText: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Body;
  signedIn: boolean;
};

function callsFor(route: RouteEntry): fc.Arbitrary<Call> {
  const methods = [
    ...(route.hasLoader ? ["GET", "HEAD"] : []),
    ...(route.hasAction ? ["POST", "PUT", "PATCH", "DELETE"] : []),
  ];
  return fc.record({
    method: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...methods) },
      { weight: 1, arbitrary: fc.constantFrom(...UNSERVED_METHODS) },
    ),
    param: fc.constantFrom("own" as const, "text" as const),
    paramText: anyText,
    query,
    headers,
    body,
    signedIn: fc.boolean(),
  });
}

/** The route's path for a call: the caller's own ids, or generated text, in its parameters. */
function pathOf(route: RouteEntry, call: Call, things: Things): string {
  const own: Record<string, string> = {
    "/api/posts/:id": things.post,
    "/api/presets/:id": things.preset,
    "/api/generations/:id": things.generation,
    "/api/ideas/runs/:id": things.run,
    "/api/ideas/:id": things.idea,
    "/api/voices/:id": things.voice,
  };
  const ownId = Object.entries(own).find(([prefix]) => route.pattern.startsWith(prefix))?.[1];
  const text = encodeURIComponent(call.paramText) || "x";
  return route.pattern
    .replace(/:[A-Za-z]+/g, (param) =>
      call.param === "own" ? (param === ":format" ? "md" : (ownId ?? text)) : text,
    )
    .replace("*", call.paramText ? text : "");
}

/** The status, type and text of the answer to a call; null when the server dropped a CONNECT. */
async function send(url: string, call: Call, headers: Record<string, string>, body?: string) {
  if ((UNSERVED_METHODS as readonly string[]).includes(call.method)) {
    const answer = await rawRequest(url, {
      method: call.method,
      path: url.slice(url.indexOf("/", 8)),
      headers,
      body,
    });
    if (answer.closed) return null;
    return {
      status: answer.status,
      type: String(answer.headers["content-type"] ?? ""),
      text: answer.body,
    };
  }
  const response = await fetch(url, {
    method: call.method,
    headers,
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const type = response.headers.get("content-type") ?? "";
  // An event stream stays open: its status and headers are the answer.
  const stream = /event-stream/.test(type);
  if (stream) await response.body?.cancel();
  return { status: response.status, type, text: stream ? "" : await response.text() };
}

const STACK = /\n\s+at .+:\d+:\d+|node_modules\/|\/work\/|file:\/\/\//;

let app: ScriptedApp;

test.describe.configure({ timeout: 600_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("fuzz");
});

test.afterAll(async () => {
  await app?.stop();
});

test("generated requests to every route: no 5xx, no stack trace, refusals in the one shape", async () => {
  // The /api/v1 addresses serve the same modules (answering only API keys): the v1 matrix
  // (v1-matrix.spec.ts) covers them; fuzzing them again here would only meet the key gate.
  const routes = servedRoutes().filter((route) => !route.pattern.startsWith(`${V1_PREFIX}/`));
  const caller = await createCaller(app.db, app.secret, "free");
  const failures: string[] = [];
  let sent = 0;
  await inParallel(routes, 4, async (route) => {
    const result = await fc.check(
      fc.asyncProperty(callsFor(route), async (call) => {
        const path = pathOf(route, call, caller.things);
        const search = new URLSearchParams(call.query).toString();
        const sendBody = call.method !== "GET" && call.method !== "HEAD" && call.body.text;
        const response = await send(
          `${app.server.url}${path}${search ? `?${search}` : ""}`,
          call,
          {
            ...call.headers,
            ...(call.signedIn && caller.cookie ? { cookie: caller.cookie } : {}),
            ...(sendBody && call.body.contentType ? { "content-type": call.body.contentType } : {}),
          },
          sendBody ? call.body.text : undefined,
        );
        sent++;
        // A CONNECT: node's server drops a tunnel nobody asked it to open, before the app.
        if (!response) return;
        const { text } = response;
        const where = `${call.method} ${path}?${search} -> ${response.status}`;
        if (response.status >= 500) throw new Error(`${where}: ${text.slice(0, 300)}`);
        if (STACK.test(text)) throw new Error(`${where}: a stack trace or path in the body`);
        const json = /application\/json/.test(response.type);
        if (
          response.status >= 400 &&
          (path.startsWith("/api/") || json) &&
          call.method !== "HEAD"
        ) {
          const parsed = apiErrorSchema.safeParse(JSON.parse(text || "null"));
          if (!parsed.success)
            throw new Error(`${where}: not the error shape: ${text.slice(0, 200)}`);
          const { message, field, params } = parsed.data.error;
          if (!english(message, { field, ...params }))
            throw new Error(`${where}: ${message} has no English words`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    if (result.failed)
      failures.push(
        `${route.pattern}: ${String((result.errorInstance as Error)?.message ?? result.errorInstance)}\n  counterexample: ${JSON.stringify(result.counterexample)}`,
      );
  });
  console.log(`fuzzing: ${routes.length} routes, ${sent} requests, seed ${SEED}`);
  expect(failures, `FUZZ_SEED=${SEED} replays this run`).toEqual([]);
});
