import path from "node:path";
import { streamAiEditEvents } from "@domain/api/ai-edits";
import { v1Path } from "@domain/api/contract";
import { streamGenerationEvents } from "@domain/api/generation-events";
import { readModelStatus, streamModelStatus } from "@domain/api/model";
import { toNodeHandler } from "better-auth/node";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { apiKeyGate, isKeyPath, MCP_PATH, requireKeyScope } from "../api-keys";
import { type Auth, type LocalProvider, resolveSession } from "../auth";
import { WEBHOOK_PATH } from "../billing";
import type { Config } from "../config";
import { requestContext } from "../context";
import type { Database } from "../db";
import { aiEditEvents } from "../edits";
import { errorAnswer } from "../errors";
import { generationEvents } from "../generation";
import type { ProgressHub } from "../jobs";
import { type Logger, redactedUrl } from "../log";
import { mcpRoutes } from "../mcp";
import { type ModelStatusSource, modelStatusEvents, modelStatusJson, StreamPlaces } from "../model";
import { onlyBrowserAuthPaths } from "./auth-gate";
import { refuseLargeBodies } from "./body-limit";
import { compress } from "./compression";
import { refuseForeignHosts, rejectCrossSiteRequests } from "./csrf";
import { healthCheck } from "./health";
import { refuseUnservedMethods } from "./methods";
import { ownSite } from "./own-site";
import { type ChangeSource, pageCache } from "./page-cache";
import { reactRouterHandler } from "./react-router";
import { assignNonce, securityHeaders } from "./security";

export type HttpAppOptions = {
  config: Config;
  db: Database;
  log: Logger;
  auth: Auth;
  /** The local OpenID provider, when Google is not configured. */
  localProvider: LocalProvider | null;
  hub: ProgressHub;
  /** The writing model's state (a download on the first start). */
  model: ModelStatusSource;
  build: () => Promise<ServerBuild>;
  /** Notices that published content or SEO settings changed: they empty the page cache. */
  siteChanges?: ChangeSource;
  /** Development: Vite's middlewares (modules, hot reload). Production: the built client folder. */
  assets: { vite: RequestHandler } | { clientDir: string };
};

/**
 * The Express server. Most paths are React Router routes (app/routes.ts); these are served here,
 * before React Router, because they are not pages or need Express itself:
 *
 * - `GET /healthz`: database health (./health.ts), before logging so probes do not fill the log
 * - `/api/auth/*`: better-auth's OAuth callback and error page only (./auth-gate.ts); the rest of
 *   better-auth is called from our actions through `auth().api`
 * - `/oidc/*`: the local OpenID provider on a laptop (server/auth/local-provider.ts)
 * - `GET /api/generations/:id/events`: a generation's progress as Server-Sent Events
 *   (server/generation/events.ts), a long-lived stream React Router does not serve; also at
 *   `GET /api/v1/generations/:id/events` for an API key with the read scope (issue 30)
 * - `GET /api/ai-edits/:id/events`: an AI edit's progress the same way (server/edits/events.ts)
 * - `/mcp`: the MCP server for AI assistants, authenticated by an API key (server/mcp)
 * - `/assets/*` and the files of `public/`: static files (Vite's middlewares in development)
 * - any method but GET, HEAD, POST, PUT, PATCH and DELETE: 405 with Allow (./methods.ts)
 */
export function createHttpApp(options: HttpAppOptions): express.Express {
  const { config, db, log } = options;
  const development = "vite" in options.assets;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  const site = ownSite({ appUrl: config.APP_URL, port: config.PORT, local: !config.isProduction });

  app.get("/healthz", healthCheck(db, options.model));

  app.use(
    pinoHttp({
      logger: log,
      autoLogging: {
        ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") === true,
      },
      // The failure itself is logged once, with its stack, where it is answered
      // (toErrorResponse, the error handler below): the access line of a 5xx is a warning.
      customLogLevel: (_req, res) => (res.statusCode >= 400 ? "warn" : "info"),
      customSuccessMessage: (req, res, ms) =>
        `${req.method} ${redactedUrl(req.url ?? "")} ${res.statusCode} ${Math.round(ms)} ms`,
      // No OAuth code or state in the logs (the query is left out: it is in the url).
      serializers: {
        req: (req: { url?: string; query?: unknown }) => ({
          ...req,
          url: redactedUrl(req.url ?? ""),
          query: undefined,
        }),
      },
    }),
  );
  // Only requests addressed to this app's own name (DNS rebinding); health probes are above.
  app.use(refuseForeignHosts(site));
  app.use(compress());
  app.use(assignNonce);
  app.use(securityHeaders({ production: config.isProduction, development }));
  // OPTIONS, PROPFIND, TRACE and the like: a 405 here, not a 500 from React Router.
  app.use(refuseUnservedMethods);

  if ("vite" in options.assets) {
    app.use(options.assets.vite);
  } else {
    const clientDir = options.assets.clientDir;
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
      }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  // Bodies are limited by route (413); React Router's are also counted as they stream.
  app.use(
    refuseLargeBodies({
      streamedPaths: (path) => !path.startsWith("/api/auth/") && !path.startsWith("/oidc/"),
    }),
  );

  // Identity: better-auth's endpoints and, on a laptop, the local OpenID provider.
  app.all("/api/auth/{*rest}", onlyBrowserAuthPaths, toNodeHandler(options.auth));
  if (options.localProvider) app.use("/oidc", options.localProvider.handler);

  // The public API and the MCP server (issue 30): the caller is an API key's owner, never a
  // session's; a request with a key carries no ambient credential, so it needs no CSRF check.
  app.use(apiKeyGate({ db, log }));
  // The billing webhook comes from the provider, not a browser: its signature is its check.
  app.use(
    rejectCrossSiteRequests({
      site,
      exempt: [WEBHOOK_PATH],
      exemptWhen: (req) => isKeyPath(req.originalUrl),
    }),
  );
  // The MCP server (issue 30): Streamable HTTP, stateless, as the gate's key owner (server/mcp).
  app.use(MCP_PATH, mcpRoutes({ hub: options.hub, log }));
  app.use(async (req, res, next) => {
    if (isKeyPath(req.originalUrl)) return next();
    try {
      const headers = new Headers();
      const cookie = req.get("cookie");
      if (cookie) headers.set("cookie", cookie);
      const session = await resolveSession(options.auth, db, headers, log);
      for (const value of session.setCookies) res.append("Set-Cookie", value);
      res.locals.user = session.user;
      next();
    } catch (error) {
      next(error);
    }
  });

  // Development renders every time: an edited component shows on the next reload.
  if (!development) app.use(pageCache({ changes: options.siteChanges }));

  // One count of each user's open event streams, whichever route opened them (issue 24).
  const streamPlaces = new StreamPlaces();
  const generationStream = generationEvents({ db, hub: options.hub, log, places: streamPlaces });
  app.get(streamGenerationEvents.path, generationStream);
  // The same stream through the public API (issue 30): the gate made the key's owner the caller.
  app.get(
    v1Path(streamGenerationEvents.path),
    requireKeyScope(streamGenerationEvents.v1?.scope ?? "read"),
    generationStream,
  );
  app.get(
    streamAiEditEvents.path,
    aiEditEvents({ db, hub: options.hub, log, places: streamPlaces }),
  );
  app.get(readModelStatus.path, modelStatusJson(options.model));
  app.get(streamModelStatus.path, modelStatusEvents(options.model, streamPlaces));

  app.use(
    reactRouterHandler({
      build: options.build,
      mode: development ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(requestContext, {
          nonce: res.locals.nonce as string,
          log: req.log,
          user: res.locals.user ?? null,
          apiKey: res.locals.apiKey ?? null,
          node: { req, res },
        });
        return context;
      },
    }),
  );

  // Errors React Router did not answer (a failing session lookup, a stream): the one error body.
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    req.log.error({ err: error }, "unhandled request error");
    if (res.headersSent) return res.end();
    const { status, body } = errorAnswer(error);
    res.status(status).json(body);
  };
  app.use(onError);
  return app;
}
