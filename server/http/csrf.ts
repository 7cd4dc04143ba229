import type { RequestHandler } from "express";
import { AppError, errorAnswer } from "../errors";
import type { OwnSite } from "./own-site";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A request path as the router matches it: dot segments resolved (as `new URL` does when the
 * request reaches React Router), percent-escapes decoded, lower case (route matching ignores
 * case), without a trailing slash. So an exemption holds for exactly the requests that reach the
 * exempt route, never for `/exempt/../elsewhere`, `/exempt-more` or `/exempt/child`.
 */
export function routedPath(originalUrl: string): string {
  // Concatenated, not resolved against a base, exactly as the request reaches React Router
  // (./react-router.ts): `//other/path` stays a path.
  const { pathname } = new URL(`http://x${originalUrl.startsWith("/") ? "" : "/"}${originalUrl}`);
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape matches no route name; the raw path is compared instead.
  }
  return decoded.toLowerCase().replace(/(.)\/+$/, "$1");
}

/**
 * Cross-site request forgery protection for every state-changing request: a browser says where a
 * request comes from (Origin, and Sec-Fetch-Site in every current browser); a request from
 * anywhere but APP_URL (and, in local mode, its loopback names) is refused. The request's own
 * Host is no witness: a DNS-rebinding page sends its own. Requests that carry neither header are
 * not from a browser page and carry no ambient authority beyond what SameSite=Lax cookies
 * already withhold. `exempt` names exact paths (the signed billing webhook).
 */
export function rejectCrossSiteRequests(options: {
  site: Pick<OwnSite, "isOwnOrigin">;
  exempt?: string[];
}): RequestHandler {
  const exempt = new Set((options.exempt ?? []).map(routedPath));
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.has(routedPath(req.originalUrl))) return next();
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    const fromHere = origin === undefined || options.site.isOwnOrigin(origin);
    if (fromHere && (site === undefined || site === "same-origin" || site === "none"))
      return next();
    const { status, body } = errorAnswer(
      new AppError("CROSS_SITE", 403, "common:errors.crossSite"),
    );
    res.status(status).json(body);
  };
}

/**
 * Every request must name this app in its Host (APP_URL's host, or a loopback name of its port in
 * local mode): a page on another name that resolves to this server (DNS rebinding) gets nothing,
 * not even a read. Health probes, which use whatever address they were given, are mounted before.
 */
export function refuseForeignHosts(site: Pick<OwnSite, "isOwnHost">): RequestHandler {
  return (req, res, next) => {
    if (site.isOwnHost(req.host)) return next();
    req.log?.warn({ host: req.host?.slice(0, 100) }, "request for another host refused");
    const { status, body } = errorAnswer(
      new AppError("UNKNOWN_HOST", 421, "common:errors.unknownHost"),
    );
    res.status(status).json(body);
  };
}
