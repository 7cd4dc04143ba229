import { routedPath } from "@domain/routed-path";
import type { RequestHandler } from "express";
import { AppError, errorAnswer } from "../errors";
import type { OwnSite } from "./own-site";

export { routedPath };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery protection for every state-changing request: a browser says where a
 * request comes from (Origin, and Sec-Fetch-Site in every current browser); a request from
 * anywhere but APP_URL (and, in local mode, its loopback names) is refused. The request's own
 * Host is no witness: a DNS-rebinding page sends its own. Requests that carry neither header are
 * not from a browser page and carry no ambient authority beyond what SameSite=Lax cookies
 * already withhold. `exempt` names exact paths (the signed billing webhook); `exemptWhen` exempts
 * the requests it accepts (the public API's, authenticated by a key and never by a cookie).
 */
export function rejectCrossSiteRequests(options: {
  site: Pick<OwnSite, "isOwnOrigin">;
  exempt?: string[];
  exemptWhen?: (req: Parameters<RequestHandler>[0]) => boolean;
}): RequestHandler {
  const exempt = new Set((options.exempt ?? []).map(routedPath));
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.has(routedPath(req.originalUrl))) return next();
    if (options.exemptWhen?.(req)) return next();
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
