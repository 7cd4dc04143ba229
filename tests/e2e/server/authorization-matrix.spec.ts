/**
 * The authorization matrix: every route of app/routes.ts and every path Express serves before it
 * (the comment at the top of app/routes.ts), called by each kind of caller, answers the status of
 * its line; where the answer is a refusal (4xx, or a redirect to sign in) no table changed.
 *
 * One line per call: method, path, then the status for
 *   anonymous  free  other  elite  admin  super_admin
 * and optionally the name of a body (BODIES). `-` means the column does not apply. `other` is a
 * free user acting on another free user's things (`:post`, `:preset`, `:generation`, `:idea`,
 * `:run`, `:brief`, `:check`, `:edit`, `:version`, `:voice`, `:bulk`, `:key`, `:webhook`,
 * `:delivery`, `:connection`, `:publication` are the caller's own ids, or that owner's for
 * `other` and the anonymous caller), so it applies only to owner-scoped paths. A route without a
 * line fails the test ("every route has a line"), so a new route cannot arrive without its
 * authorization written down. The file is over 400 lines because the table is one line per
 * route and method, and splitting it would split the one place that lists them. The /api/v1
 * addresses (API keys, issue 30) have their own matrix: v1-matrix.spec.ts.
 *
 * Runs on a server of its own (tests/support/scripted-app.ts): its own database, so "nothing
 * changed" can look at every table, and a scripted model for the generations it starts.
 */
import { V1_PREFIX } from "@domain/api/contract";
import { expect, test } from "@playwright/test";
import { BODIES } from "../../support/matrix-bodies";
import { type Caller, createCaller, fingerprint, ROLES } from "../../support/matrix-world";
import { inParallel } from "../../support/parallel";
import {
  type MatrixLine,
  parseMatrixLines,
  type RouteEntry,
  servedRoutes,
  shapeOf,
} from "../../support/route-table";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { insertContent } from "../../support/site-content";

const MATRIX = `
GET    /                                      200 200 -   200 200 200
POST   /?index                                302 302 -   302 302 302  contact
GET    /preferences                           302 302 -   302 302 302
POST   /preferences                           302 302 -   302 302 302  theme
GET    /about                                 200 200 -   200 200 200
GET    /careers                               200 200 -   200 200 200
GET    /contact                               200 200 -   200 200 200
POST   /contact                               302 302 -   -   -   -    contact
GET    /contact-us                            200 200 -   200 200 200
POST   /contact-us                            302 -   -   -   -   -    contact
GET    /help-center                           200 200 -   200 200 200
GET    /help-center/:category                 200 200 -   200 200 200
GET    /documentation                         200 200 -   200 200 200
GET    /documentation/api                     200 200 -   200 200 200
GET    /solutions/:solution                   200 200 -   200 200 200
GET    /privacy                               200 200 -   200 200 200
GET    /terms-and-conditions                  200 200 -   200 200 200
GET    /cookie-policy                         200 200 -   200 200 200
GET    /cancellation-refunds                  200 200 -   200 200 200
GET    /shipping                              200 200 -   200 200 200
GET    /acceptable-use                        200 200 -   200 200 200
GET    /blog                                  200 200 -   200 200 200
GET    /blog/guides                           200 200 -   200 200 200
GET    /blog/help                             200 200 -   200 200 200
GET    /blog/videos                           200 200 -   200 200 200
GET    /blog/email-marketing                  200 200 -   200 200 200
GET    /blog/ecommerce                        200 200 -   200 200 200
GET    /blog/webpages                         200 200 -   200 200 200
GET    /blog/social-media                     200 200 -   200 200 200
GET    /blog/articles                         200 200 -   200 200 200
GET    /help                                  200 200 -   200 200 200
GET    /guides                                200 200 -   200 200 200
GET    /blog/post/:slug                       301 301 -   301 301 301
GET    /blog/:slug                            200 200 -   200 200 200
GET    /sitemap.xml                           200 200 -   200 200 200
GET    /robots.txt                            200 200 -   200 200 200
GET    /rss.xml                               200 200 -   200 200 200
GET    /llms.txt                              200 200 -   200 200 200
GET    /llms-full.txt                         200 200 -   200 200 200
POST   /api/generations                       401 202 -   202 202 202  generation
GET    /api/generations                       405 405 -   405 405 405
GET    /api/generations/:generation           401 200 404 200 200 200
POST   /api/generations/:generation           405 405 405 405 405 405
GET    /api/generations/:generation/events    401 200 404 200 200 200
GET    /api/usage                             401 200 -   200 200 200
POST   /api/usage                             405 405 -   405 405 405
GET    /api/posts                             401 200 -   200 200 200
POST   /api/posts                             405 405 -   405 405 405
GET    /api/posts/:post                       401 200 404 200 200 200
PATCH  /api/posts/:post                       401 200 404 200 200 200  postPatch
DELETE /api/posts/:post                       401 200 404 200 200 200
POST   /api/analysis                          401 200 -   200 200 200  textAnalysis
GET    /api/analysis                          405 405 -   405 405 405
GET    /api/posts/:post/export/:format         401 200 404 200 200 200
POST   /api/posts/:post/export/:format        405 405 405 405 405 405
POST   /api/posts/:post/fact-checks           401 202 404 202 202 202  empty
GET    /api/posts/:post/fact-checks           405 405 405 405 405 405
POST   /api/posts/:post/analysis              401 200 404 200 200 200  analysis
GET    /api/posts/:post/analysis              405 405 405 405 405 405
GET    /api/fact-checks/:check                401 200 404 200 200 200
GET    /api/posts/:post/versions              401 200 404 200 200 200
POST   /api/posts/:post/versions              405 405 405 405 405 405
GET    /api/posts/:post/link-suggestions      401 200 404 200 200 200
POST   /api/posts/:post/link-suggestions      405 405 405 405 405 405
GET    /api/posts/:post/versions/compare?from=1&to=1 401 200 404 200 200 200
POST   /api/posts/:post/versions/compare      405 405 405 405 405 405
GET    /api/posts/:post/versions/:version     401 200 404 200 200 200
POST   /api/posts/:post/versions/:version     405 405 405 405 405 405
POST   /api/posts/:post/versions/:version/restore 401 200 404 200 200 200  restore
GET    /api/posts/:post/versions/:version/restore 405 405 405 405 405 405
POST   /api/fact-checks/:check                405 405 405 405 405 405
POST   /api/posts/:post/ai-edits              401 202 404 202 202 202  aiEdit
GET    /api/posts/:post/ai-edits              405 405 405 405 405 405
GET    /api/ai-edits/allowance                401 200 -   200 200 200
POST   /api/ai-edits/allowance                405 405 -   405 405 405
GET    /api/ai-edits/:edit                    401 200 404 200 200 200
POST   /api/ai-edits/:edit                    405 405 405 405 405 405
GET    /api/ai-edits/:edit/events             401 200 404 200 200 200
POST   /api/ai-edits/:edit/review             401 200 404 200 200 200
GET    /api/ai-edits/:edit/review             405 405 405 405 405 405
POST   /api/ai-edits/:edit/cancel             401 200 404 200 200 200
GET    /api/ai-edits/:edit/cancel             405 405 405 405 405 405
GET    /api/library/export                    405 405 -   405 405 405
POST   /api/library/export                    401 200 -   200 200 200
GET    /api/library/link-report               401 200 -   200 200 200
POST   /api/library/link-report               405 405 -   405 405 405
GET    /api/openapi.json                      200 200 -   200 200 200
POST   /api/openapi.json                      405 405 -   405 405 405
POST   /api/bulk/check                        401 200 -   200 200 200  bulk
GET    /api/bulk/check                        405 405 -   405 405 405
POST   /api/bulk-runs                         401 202 -   202 202 202  bulk
GET    /api/bulk-runs                         401 200 -   200 200 200
GET    /api/bulk-runs/:bulk                   401 200 404 200 200 200
POST   /api/bulk-runs/:bulk                   405 405 405 405 405 405
POST   /api/bulk-runs/:bulk/retry             401 202 404 202 202 202
GET    /api/bulk-runs/:bulk/retry             405 405 405 405 405 405
POST   /api/bulk-runs/:bulk/cancel            401 200 404 200 200 200
GET    /api/bulk-runs/:bulk/cancel            405 405 405 405 405 405
GET    /api/bulk-runs/:bulk/download          401 200 404 200 200 200
POST   /api/bulk-runs/:bulk/download          405 405 405 405 405 405
GET    /api/presets                           401 200 -   200 200 200
POST   /api/presets                           401 201 -   201 201 201  preset
GET    /api/presets/:preset                   401 200 404 200 200 200
DELETE /api/presets/:preset                   401 200 404 200 200 200
GET    /api/sources                           401 200 -   200 200 200
POST   /api/sources                           401 201 -   201 201 201  source
GET    /api/sources/:source                   401 200 404 200 200 200
DELETE /api/sources/:source                   401 200 404 200 200 200
POST   /api/research-briefs                   401 202 -   202 202 202  brief
GET    /api/research-briefs                   405 405 -   405 405 405
GET    /api/research-briefs/:brief            401 200 404 200 200 200
POST   /api/research-briefs/:brief            405 405 405 405 405 405
GET    /api/voices                            401 200 -   200 200 200
POST   /api/voices                            401 409 -   202 202 202  voice
DELETE /api/voices                            405 405 -   405 405 405
POST   /api/voices/samples                    401 422 -   422 422 422  sampleUrl
GET    /api/voices/samples                    405 405 -   405 405 405
GET    /api/voices/:voice                     401 200 404 200 200 200
PATCH  /api/voices/:voice                     401 200 404 200 200 200  voiceEdit
DELETE /api/voices/:voice                     401 200 404 200 200 200
POST   /api/voices/:voice                     405 405 405 405 405 405
GET    /api/keys                              401 200 -   200 200 200
POST   /api/keys                              401 201 -   201 201 201  apiKey
DELETE /api/keys                              405 405 -   405 405 405
DELETE /api/keys/:key                         401 200 404 200 200 200
GET    /api/keys/:key                         405 405 405 405 405 405
POST   /api/billing/webhook                   400 400 -   400 400 400  webhook
GET    /api/billing/webhook                   405 405 -   405 405 405
POST   /api/billing/subscription              401 404 -   200 404 404  cancel
GET    /api/billing/subscription              405 405 -   405 405 405
GET    /billing/checkout                      302 302 -   302 302 302
POST   /billing/checkout                      302 302 -   302 302 302  checkout
GET    /billing/portal                        302 302 -   302 302 302
POST   /billing/portal                        302 404 -   404 404 404
GET    /billing/return                        302 302 -   302 302 302
GET    /billing/sandbox/checkout/:checkout    302 404 -   404 404 404
POST   /billing/sandbox/checkout/:checkout    302 404 -   404 404 404
GET    /billing/sandbox/portal                302 200 -   200 200 200
POST   /billing/sandbox/portal                302 404 -   404 404 404
POST   /api/ideas                             401 202 -   202 202 202  idea
GET    /api/ideas                             405 405 -   405 405 405
GET    /api/ideas/saved                       401 403 -   200 200 200
POST   /api/ideas/saved                       405 405 -   405 405 405
GET    /api/ideas/runs/:run                   401 200 404 200 200 200
POST   /api/ideas/runs/:run                   405 405 405 405 405 405
PATCH  /api/ideas/:idea                       401 403 403 200 200 200  bookmark
DELETE /api/ideas/:idea                       401 403 403 200 200 200
GET    /api/ideas/:idea                       405 405 405 405 405 405
GET    /auth                                  200 302 -   302 302 302
POST   /auth                                  302 302 -   302 302 302
GET    /auth/local/:uid                       200 200 -   200 200 200
POST   /auth/local/:uid                       400 400 -   400 400 400
GET    /auth/two-factor                       200 302 -   302 302 302
POST   /auth/two-factor                       400 302 -   302 302 302
GET    /auth/sign-out                         302 302 -   302 302 302
POST   /auth/sign-out                         302 302 -   302 302 302
GET    /dashboard                             302 302 -   302 302 302
GET    /dashboard?tab=library                 302 302 -   302 302 302
GET    /dashboard?tab=content                 302 302 -   302 302 302
POST   /dashboard?index                       302 302 -   302 302 302  profile
GET    /dashboard/create                      302 200 -   200 200 200
GET    /dashboard/library                     302 200 -   200 200 200
GET    /dashboard/presets                     302 200 -   200 200 200
GET    /dashboard/ideas                       302 200 -   200 200 200
GET    /dashboard/profile                     302 200 -   200 200 200
POST   /dashboard/profile                     302 200 -   200 200 200  profile
GET    /dashboard/voices                      302 200 -   200 200 200
GET    /dashboard/bulk                        302 200 -   200 200 200
GET    /dashboard/publishing                  302 200 -   200 200 200
GET    /dashboard/admin                       302 403 -   403 302 302
GET    /dashboard/admin/overview              302 403 -   403 200 200
GET    /dashboard/admin/users                 302 403 -   403 200 200
GET    /dashboard/admin/messages              302 403 -   403 200 200
GET    /dashboard/admin/content               302 403 -   403 200 200
GET    /dashboard/admin/seo                   302 403 -   403 200 200
GET    /dashboard/view/:post                  302 200 404 200 200 200
GET    /dashboard/edit/:post                  302 200 404 200 200 200
POST   /dashboard/edit/:post                  302 302 404 302 302 302  edit
GET    /dashboard/:action/:post               302 302 -   302 302 302
POST   /dashboard/:action/:post               302 302 -   302 302 302  profile
GET    /dashboard/*no-such-page               302 404 -   404 404 404
GET    /*no-such-page                         404 404 -   404 404 404
POST   /api/admin/content                     401 403 -   403 400 400  empty
GET    /api/admin/content                     405 405 -   405 405 405
DELETE /api/admin/content/:missing            401 403 -   403 404 404
GET    /api/admin/content/:missing            405 405 -   405 405 405
POST   /api/admin/seo                         401 403 -   403 400 400  empty
GET    /api/admin/seo                         405 405 -   405 405 405
DELETE /api/admin/seo/:missing                401 403 -   403 404 404
GET    /api/admin/seo/:missing                405 405 -   405 405 405
PUT    /api/admin/site-settings               401 403 -   403 400 400  empty
GET    /api/admin/site-settings               405 405 -   405 405 405
GET    /api/admin/overview                    401 403 -   403 200 200
POST   /api/admin/overview                    405 405 -   405 405 405
GET    /api/admin/users                       401 403 -   403 200 200
POST   /api/admin/users                       405 405 -   405 405 405
GET    /api/admin/users/:missing/tier         405 405 -   405 405 405
POST   /api/admin/users/:missing/tier         401 403 -   403 400 400  empty
GET    /api/admin/users/:missing/credits      405 405 -   405 405 405
POST   /api/admin/users/:missing/credits      401 403 -   403 400 400  empty
GET    /api/admin/users/:missing/roles        405 405 -   405 405 405
POST   /api/admin/users/:missing/roles        401 403 -   403 403 400  empty
GET    /api/admin/audit                       401 403 -   403 200 200
POST   /api/admin/audit                       405 405 -   405 405 405
GET    /api/admin/messages                    401 403 -   403 200 200
POST   /api/admin/messages                    405 405 -   405 405 405
GET    /api/admin/messages/export             401 403 -   403 200 200
POST   /api/admin/messages/export             405 405 -   405 405 405
GET    /api/admin/messages/:missing           401 403 -   403 404 404
PATCH  /api/admin/messages/:missing           401 403 -   403 400 400  empty
DELETE /api/admin/messages/:missing           401 403 -   403 404 404
GET    /api/webhooks                          401 200 -   200 200 200
POST   /api/webhooks                          401 409 -   201 201 201  webhookEndpoint
GET    /api/webhooks/:webhook                 405 405 405 405 405 405
PATCH  /api/webhooks/:webhook                 401 200 404 200 200 200  webhookEdit
DELETE /api/webhooks/:webhook                 401 200 404 200 200 200
GET    /api/webhooks/:webhook/deliveries      401 200 404 200 200 200
POST   /api/webhooks/:webhook/deliveries      405 405 405 405 405 405
POST   /api/webhooks/:webhook/test            401 202 404 202 202 202
GET    /api/webhooks/:webhook/test            405 405 405 405 405 405
POST   /api/webhooks/:webhook/deliveries/:delivery/resend 401 202 404 202 202 202
GET    /api/webhooks/:webhook/deliveries/:delivery/resend 405 405 405 405 405 405
GET    /api/connections                       401 200 -   200 200 200
POST   /api/connections                       401 409 -   201 201 201  connection
GET    /api/connections/:connection           405 405 405 405 405 405
PATCH  /api/connections/:connection           401 200 404 200 200 200  connectionEdit
DELETE /api/connections/:connection           401 200 404 200 200 200
POST   /api/connections/:connection/test      401 200 404 200 200 200
GET    /api/connections/:connection/test      405 405 405 405 405 405
GET    /api/posts/:post/publications          401 200 404 200 200 200
POST   /api/posts/:post/publications          401 202 404 202 202 202  publish
POST   /api/posts/:post/publications/:publication/cancel 401 200 404 200 200 200
GET    /api/posts/:post/publications/:publication/cancel 405 405 405 405 405 405
GET    /api/publications                      401 200 -   200 200 200
POST   /api/publications                      405 405 -   405 405 405
GET    /healthz                               200 200 -   200 200 200
POST   /mcp                                   401 401 -   401 401 401  empty
GET    /mcp                                   401 401 -   401 401 401
GET    /api/auth/*get-session                 404 404 -   404 404 404
POST   /api/auth/*sign-out                    404 404 -   404 404 404
GET    /oidc/*.well-known/openid-configuration 200 200 -  200 200 200
POST   /oidc/*token                           400 400 -   400 400 400  token
`;

type Line = MatrixLine;
const parseMatrix = () => parseMatrixLines(MATRIX);

/** The path a line names, for this caller: ids of their things, a fixed value for the rest. */
function urlOf(line: Line, caller: Caller, slug: string): string {
  const [pattern, query] = line.path.split("?");
  const path = (pattern ?? "")
    .replace(
      /:(post|preset|generation|idea|run|brief|check|edit|version|voice|bulk|key|webhook|delivery|connection|publication)\b/g,
      (_, name: keyof Caller["things"]) => caller.things[name],
    )
    .replace(/:source\b/, caller.things.source) // `:source`: the caller's source, as `:post`
    .replace(":format", "md")
    .replace(":solution", "social-media")
    .replace(":category", "billing")
    .replace(":slug", slug)
    .replace(/:(checkout|missing)\b/, "00000000-0000-4000-8000-000000000000")
    .replace(":uid", "no-such-interaction")
    .replace(":action", "open")
    .replace("*", "");
  return query ? `${path}?${query}` : path;
}

/** The route a line's path belongs to, compared by shape (a splat's example text dropped). */
const lineShape = (line: Line) => shapeOf(line.path.replace(/\*.*$/, "*"));

let app: ScriptedApp;
let secret: string;

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("matrix");
  secret = app.secret;
});

test.afterAll(async () => {
  await app?.stop();
});

test("every route has a line, and every line names a route", () => {
  const lines = parseMatrix();
  // The public API's addresses (/api/v1) serve the same modules to API keys: their own matrix,
  // tests/e2e/server/v1-matrix.spec.ts.
  const routes = servedRoutes().filter((route) => !route.pattern.startsWith(`${V1_PREFIX}/`));
  const missing: string[] = [];
  const covered = (route: RouteEntry, methods: (m: string) => boolean) =>
    lines.some((line) => lineShape(line) === shapeOf(route.pattern) && methods(line.method));
  for (const route of routes) {
    if (route.hasLoader && !covered(route, (m) => m === "GET"))
      missing.push(`GET ${route.pattern}`);
    if (route.hasAction && !covered(route, (m) => m !== "GET"))
      missing.push(`POST (or another write) ${route.pattern}`);
  }
  expect(missing, "routes without a line in the matrix").toEqual([]);
  const shapes = new Set(routes.map((route) => shapeOf(route.pattern)));
  const strays = lines.filter((line) => !shapes.has(lineShape(line))).map((line) => line.text);
  expect(strays, "lines naming no route").toEqual([]);
  for (const line of lines) expect(line.expected, line.text).toHaveLength(6);
});

test("each caller gets the status of its line; a refusal changes nothing", async () => {
  const lines = parseMatrix();
  const article = await insertContent(app.db);
  let sent = 0;
  const send = async (line: Line, caller: Caller) => {
    const body = line.body ? BODIES[line.body] : undefined;
    if (line.body && !body) throw new Error(`no body named ${line.body}`);
    const headers: Record<string, string> = caller.cookie ? { cookie: caller.cookie } : {};
    let payload: string | undefined;
    if (body?.json !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body.json)
        .replace("{source}", caller.things.source)
        .replace("{postVersion}", caller.things.postVersion)
        .replace("{connection}", caller.things.connection);
    } else if (body?.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(body.form).toString().replace("%7Bn%7D", String(++sent));
    }
    const response = await fetch(`${app.server.url}${urlOf(line, caller, article.slug)}`, {
      method: line.method,
      headers,
      body: payload,
      redirect: "manual",
      signal: AbortSignal.timeout(20_000),
    });
    await response.body?.cancel();
    return response;
  };
  const isRefusal = (status: number) => status >= 400 || status === 302 || status === 303;

  // Refusals first, while nothing runs in the background (an accepted generation or idea set
  // keeps writing for a while), each between two fingerprints of the database.
  const wrong: string[] = [];
  const cells = lines.flatMap((line) =>
    ROLES.flatMap((role, column) => {
      const expected = line.expected[column];
      return expected == null ? [] : [{ line, role, expected }];
    }),
  );
  const refusals = cells.filter((cell) => cell.expected >= 400 || cell.role === "anonymous");
  const callers = new Map<string, Caller>();
  for (const role of ROLES) callers.set(role, await createCaller(app.db, secret, role));
  let counted = 0;
  for (const { line, role, expected } of refusals) {
    const caller = callers.get(role) as Caller;
    const before = await fingerprint(app.db);
    const response = await send(line, caller);
    counted++;
    if (response.status !== expected) wrong.push(`${line.text} | ${role}: ${response.status}`);
    else if (isRefusal(response.status) && !redirectsElsewhere(response)) {
      const after = await fingerprint(app.db);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length) wrong.push(`${line.text} | ${role}: refused but changed ${changed}`);
    }
  }
  // Then what is allowed, each call by a caller of its own (a delete or a sign-out touches
  // nobody else's cell).
  const allowed = cells.filter((cell) => !refusals.includes(cell));
  await inParallel(allowed, 6, async ({ line, role, expected }) => {
    const response = await send(line, await createCaller(app.db, secret, role));
    counted++;
    if (response.status !== expected) wrong.push(`${line.text} | ${role}: ${response.status}`);
  });
  console.log(
    `authorization matrix: ${lines.length} lines, ${counted} calls, ${refusals.length} checked as refusals`,
  );
  expect(wrong, "cells whose answer differs from the matrix").toEqual([]);
});

/**
 * A redirect that is not to sign in (a public form going back to its page) is an answer, not a
 * refusal: it may have stored what was sent.
 */
function redirectsElsewhere(response: Response): boolean {
  if (response.status < 300 || response.status >= 400) return false;
  const location = response.headers.get("location") ?? "";
  return !location.startsWith("/auth");
}
