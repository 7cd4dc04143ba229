/**
 * The public API's authorization matrix (issue 30, ADR 0030): every /api/v1 route of
 * app/routes.ts (and the event stream Express serves there), called with each kind of key,
 * answers the status of its line; where the answer is a refusal nothing changed (but the key's
 * last use and its request counter).
 *
 * One line per call: method, path, then the status for
 *   nokey  read  generate  edit  publish  other
 * and optionally the name of a body (tests/support/matrix-bodies.ts). `nokey` sends no key,
 * `read` ... `publish` a key of the owner's holding that one scope, `other` a key with every scope
 * of another user acting on the owner's ids (`-` where the path names none of them). The owners
 * are on the elite plan (the plan's own refusals are the screens' matrix's business). The same
 * route modules serve the screens' addresses: tests/e2e/server/authorization-matrix.spec.ts.
 */

import { V1_PREFIX } from "@domain/api/contract";
import type { ApiScope } from "@domain/api-keys";
import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { bearer, insertApiKey } from "../../support/api-key";
import { BODIES } from "../../support/matrix-bodies";
import { createThings, fingerprint, type Things } from "../../support/matrix-world";
import { inParallel } from "../../support/parallel";
import {
  type MatrixLine,
  parseMatrixLines,
  servedRoutes,
  shapeOf,
} from "../../support/route-table";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession, signedSessionCookie } from "../../support/sessions";

const MATRIX = `
POST   /api/v1/generations                      401 403 202 403 403 -    generation
GET    /api/v1/generations                      401 405 405 405 405 -
GET    /api/v1/generations/:generation          401 200 403 403 403 404
POST   /api/v1/generations/:generation          401 405 405 405 405 405
GET    /api/v1/generations/:generation/events   401 200 403 403 403 404
GET    /api/v1/usage                            401 200 403 403 403 -
POST   /api/v1/usage                            401 405 405 405 405 -
GET    /api/v1/posts                            401 200 403 403 403 -
POST   /api/v1/posts                            401 405 405 405 405 -
GET    /api/v1/library/link-report              401 200 403 403 403 -
POST   /api/v1/library/link-report              401 405 405 405 405 -
GET    /api/v1/posts/:post/link-suggestions     401 200 403 403 403 404
POST   /api/v1/posts/:post/link-suggestions     401 405 405 405 405 405
GET    /api/v1/posts/:post                      401 200 403 403 403 404
PATCH  /api/v1/posts/:post                      401 403 403 200 403 404  postPatch
DELETE /api/v1/posts/:post                      401 403 403 200 403 404
POST   /api/v1/posts/:post                      401 405 405 405 405 405
GET    /api/v1/posts/:post/export/:format       401 200 403 403 403 404
POST   /api/v1/posts/:post/export/:format       401 405 405 405 405 405
POST   /api/v1/posts/:post/fact-checks          401 403 202 403 403 404  empty
GET    /api/v1/posts/:post/fact-checks          401 405 405 405 405 405
POST   /api/v1/posts/:post/analysis             401 200 403 403 403 404  analysis
GET    /api/v1/posts/:post/analysis             401 405 405 405 405 405
GET    /api/v1/fact-checks/:check               401 200 403 403 403 404
POST   /api/v1/fact-checks/:check               401 405 405 405 405 405
POST   /api/v1/analysis                         401 200 403 403 403 -    textAnalysis
GET    /api/v1/analysis                         401 405 405 405 405 -
GET    /api/v1/presets                          401 200 403 403 403 -
POST   /api/v1/presets                          401 403 403 201 403 -    preset
GET    /api/v1/presets/:preset                  401 200 403 403 403 404
DELETE /api/v1/presets/:preset                  401 403 403 200 403 404
POST   /api/v1/presets/:preset                  401 405 405 405 405 405
GET    /api/v1/sources                          401 200 403 403 403 -
POST   /api/v1/sources                          401 403 403 201 403 -    source
GET    /api/v1/sources/:source                  401 200 403 403 403 404
DELETE /api/v1/sources/:source                  401 403 403 200 403 404
POST   /api/v1/sources/:source                  401 405 405 405 405 405
POST   /api/v1/research-briefs                  401 403 202 403 403 -    brief
GET    /api/v1/research-briefs                  401 405 405 405 405 -
GET    /api/v1/research-briefs/:brief           401 200 403 403 403 404
POST   /api/v1/research-briefs/:brief           401 405 405 405 405 405
GET    /api/v1/voices                           401 200 403 403 403 -
POST   /api/v1/voices                           401 403 202 403 403 -    voice
DELETE /api/v1/voices                           401 405 405 405 405 -
GET    /api/v1/voices/:voice                    401 200 403 403 403 404
PATCH  /api/v1/voices/:voice                    401 403 403 200 403 404  voiceEdit
DELETE /api/v1/voices/:voice                    401 403 403 200 403 404
POST   /api/v1/voices/:voice                    401 405 405 405 405 405
POST   /api/v1/ideas                            401 403 202 403 403 -    idea
GET    /api/v1/ideas                            401 405 405 405 405 -
GET    /api/v1/ideas/saved                      401 200 403 403 403 -
POST   /api/v1/ideas/saved                      401 405 405 405 405 -
GET    /api/v1/ideas/runs/:run                  401 200 403 403 403 404
POST   /api/v1/ideas/runs/:run                  401 405 405 405 405 405
PATCH  /api/v1/ideas/:idea                      401 403 403 200 403 404  bookmark
DELETE /api/v1/ideas/:idea                      401 403 403 200 403 404
GET    /api/v1/ideas/:idea                      401 405 405 405 405 405
GET    /api/v1/webhooks                         401 200 403 403 403 -
POST   /api/v1/webhooks                         401 403 403 201 403 -    webhookEndpoint
PATCH  /api/v1/webhooks/:webhook                401 403 403 200 403 404  webhookEdit
DELETE /api/v1/webhooks/:webhook                401 403 403 200 403 404
GET    /api/v1/webhooks/:webhook                401 405 405 405 405 405
GET    /api/v1/webhooks/:webhook/deliveries     401 200 403 403 403 404
POST   /api/v1/webhooks/:webhook/deliveries     401 405 405 405 405 405
POST   /api/v1/webhooks/:webhook/test           401 403 403 202 403 404
GET    /api/v1/webhooks/:webhook/test           401 405 405 405 405 405
POST   /api/v1/webhooks/:webhook/deliveries/:delivery/resend 401 403 403 202 403 404
GET    /api/v1/webhooks/:webhook/deliveries/:delivery/resend 401 405 405 405 405 405
GET    /api/v1/connections                      401 200 403 403 403 -
POST   /api/v1/connections                      401 403 403 403 201 -    connection
PATCH  /api/v1/connections/:connection          401 403 403 403 200 404  connectionEdit
DELETE /api/v1/connections/:connection          401 403 403 403 200 404
GET    /api/v1/connections/:connection          401 405 405 405 405 405
POST   /api/v1/connections/:connection/test     401 403 403 403 200 404
GET    /api/v1/connections/:connection/test     401 405 405 405 405 405
GET    /api/v1/posts/:post/publications         401 200 403 403 403 404
POST   /api/v1/posts/:post/publications         401 403 403 403 202 404  publish
POST   /api/v1/posts/:post/publications/:publication/cancel 401 403 403 403 200 404
GET    /api/v1/posts/:post/publications/:publication/cancel 401 405 405 405 405 405
GET    /api/v1/publications                     401 200 403 403 403 -
POST   /api/v1/publications                     401 405 405 405 405 -
GET    /api/v1/openapi.json                     200 200 200 200 200 -
POST   /api/v1/openapi.json                     405 405 405 405 405 -
POST   /api/v1/bulk/check                       401 403 200 403 403 -    bulk
GET    /api/v1/bulk/check                       401 405 405 405 405 -
POST   /api/v1/bulk-runs                        401 403 202 403 403 -    bulk
GET    /api/v1/bulk-runs                        401 200 403 403 403 -
DELETE /api/v1/bulk-runs                        401 405 405 405 405 -
GET    /api/v1/bulk-runs/:bulk                  401 200 403 403 403 404
POST   /api/v1/bulk-runs/:bulk                  401 405 405 405 405 405
POST   /api/v1/bulk-runs/:bulk/retry            401 403 202 403 403 404
GET    /api/v1/bulk-runs/:bulk/retry            401 405 405 405 405 405
POST   /api/v1/bulk-runs/:bulk/cancel           401 403 200 403 403 404
GET    /api/v1/bulk-runs/:bulk/cancel           401 405 405 405 405 405
GET    /api/v1/bulk-runs/:bulk/download         401 200 403 403 403 404
POST   /api/v1/bulk-runs/:bulk/download         401 405 405 405 405 405
`;

const COLUMNS = ["nokey", "read", "generate", "edit", "publish", "other"] as const;
type Column = (typeof COLUMNS)[number];

type Line = MatrixLine;
const parseMatrix = () => parseMatrixLines(MATRIX);

/** An owner on the elite plan with things of their own, a key per scope and a session. */
type Owner = { things: Things; keys: Record<ApiScope, string>; cookie: string; other: string };

let app: ScriptedApp;

async function createOwner(): Promise<Owner> {
  const owner = await createUserWithSession(app.db, { tier: "elite" });
  const other = await createUserWithSession(app.db, { tier: "elite" });
  const keys = {} as Record<ApiScope, string>;
  for (const scope of ["read", "generate", "edit", "publish"] as const)
    keys[scope] = (await insertApiKey(app.db, owner.id, { scopes: [scope] })).key;
  return {
    things: await createThings(app.db, owner.id),
    keys,
    cookie: `inkwell.session_token=${await signedSessionCookie(owner.token, app.secret)}`,
    other: (await insertApiKey(app.db, other.id)).key,
  };
}

function urlOf(line: Line, things: Things): string {
  return line.path
    .replace(
      /:(post|preset|generation|idea|run|brief|check|edit|version|voice|source|bulk|webhook|delivery|connection|publication)\b/g,
      (_, name: keyof Things) => things[name],
    )
    .replace(":format", "md");
}

function send(line: Line, owner: Owner, headers: Record<string, string>, path?: string) {
  const body = line.body ? BODIES[line.body] : undefined;
  if (line.body && !body) throw new Error(`no body named ${line.body}`);
  const payload =
    body?.json === undefined
      ? undefined
      : JSON.stringify(body.json)
          .replace("{source}", owner.things.source)
          .replace("{postVersion}", owner.things.postVersion)
          .replace("{connection}", owner.things.connection);
  return fetch(`${app.server.url}${path ?? urlOf(line, owner.things)}`, {
    method: line.method,
    headers: { ...headers, ...(payload ? { "content-type": "application/json" } : {}) },
    body: payload,
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  }).then(async (response) => {
    await response.body?.cancel();
    return response;
  });
}

function headersOf(column: Column, owner: Owner): Record<string, string> {
  if (column === "nokey") return {};
  return bearer(column === "other" ? owner.other : owner.keys[column]);
}

/** The tables a refused keyed request may rightly touch: the key's last use, its counter. */
const KEY_TABLES = ["api_keys", "api_key_requests"];

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("v1matrix");
});

test.afterAll(async () => {
  await app?.stop();
});

test("every /api/v1 route has a line, and every line names one", () => {
  const lines = parseMatrix();
  const routes = servedRoutes().filter((r) => r.pattern.startsWith(`${V1_PREFIX}/`));
  expect(routes.length).toBeGreaterThan(20);
  const missing: string[] = [];
  const covered = (pattern: string, methods: (m: string) => boolean) =>
    lines.some((line) => shapeOf(line.path) === shapeOf(pattern) && methods(line.method));
  for (const route of routes) {
    if (route.hasLoader && !covered(route.pattern, (m) => m === "GET"))
      missing.push(`GET ${route.pattern}`);
    if (route.hasAction && !covered(route.pattern, (m) => m !== "GET"))
      missing.push(`POST (or another write) ${route.pattern}`);
  }
  expect(missing, "/api/v1 routes without a line").toEqual([]);
  const shapes = new Set(routes.map((route) => shapeOf(route.pattern)));
  expect(lines.filter((l) => !shapes.has(shapeOf(l.path))).map((l) => l.text)).toEqual([]);
  for (const line of lines) expect(line.expected, line.text).toHaveLength(6);
});

test("each key gets the status of its line; a refusal changes nothing", async () => {
  const lines = parseMatrix();
  const cells = lines.flatMap((line) =>
    COLUMNS.flatMap((column, i) => {
      const expected = line.expected[i];
      return expected == null ? [] : [{ line, column, expected }];
    }),
  );
  const wrong: string[] = [];
  const refusals = cells.filter((cell) => cell.expected >= 400);
  const owner = await createOwner();
  for (const { line, column, expected } of refusals) {
    const before = await fingerprint(app.db, KEY_TABLES);
    const response = await send(line, owner, headersOf(column, owner));
    if (response.status !== expected) {
      wrong.push(`${line.text} | ${column}: ${response.status}`);
      continue;
    }
    const after = await fingerprint(app.db, KEY_TABLES);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    if (changed.length) wrong.push(`${line.text} | ${column}: refused but changed ${changed}`);
  }
  // What is allowed, each call by an owner of its own (a delete touches no other cell).
  const allowed = cells.filter((cell) => !refusals.includes(cell));
  await inParallel(allowed, 4, async ({ line, column, expected }) => {
    const mine = await createOwner();
    const response = await send(line, mine, headersOf(column, mine));
    if (response.status !== expected) wrong.push(`${line.text} | ${column}: ${response.status}`);
  });
  console.log(`v1 matrix: ${lines.length} lines, ${cells.length} calls`);
  expect(wrong, "cells whose answer differs from the matrix").toEqual([]);
});

test("a session cookie never opens /api/v1, and a key never opens the screens' routes", async () => {
  // The generations and bulk runs the allowed calls started settle first: their jobs write in the
  // background, which is not a refused request changing anything.
  await expect
    .poll(
      async () => {
        const busy = await app.db.execute<{ n: number }>(
          sql`select (select count(*) from generations where status in ('queued', 'running'))
                   + (select count(*) from bulk_runs where status = 'running') as n`,
        );
        return Number(busy.rows[0]?.n);
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(0);
  const owner = await createOwner();
  const wrong: string[] = [];
  // The public document (no key needed) is public at both addresses.
  for (const line of parseMatrix().filter((l) => l.expected[1] !== 405 && l.expected[0] === 401)) {
    const before = await fingerprint(app.db, KEY_TABLES);
    const withCookie = await send(line, owner, { cookie: owner.cookie });
    if (withCookie.status !== 401) wrong.push(`${line.text} | cookie: ${withCookie.status}`);
    const screens = urlOf(line, owner.things).replace(`${V1_PREFIX}/`, "/api/");
    const withKey = await send(line, owner, bearer(owner.other), screens);
    if (withKey.status !== 401) wrong.push(`${line.method} ${screens} | key: ${withKey.status}`);
    const after = await fingerprint(app.db, KEY_TABLES);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    if (changed.length) wrong.push(`${line.text}: refused but changed ${changed}`);
  }
  expect(wrong).toEqual([]);
});
