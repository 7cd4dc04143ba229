import type { RequestHandler } from "express";
import { AppError, errorAnswer } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery protection for every state-changing request: a browser says where a
 * request comes from (Origin, and Sec-Fetch-Site in every current browser); a request from
 * another site is refused. Requests that carry neither header are not from a browser page and
 * carry no ambient authority beyond what SameSite=Lax cookies already withhold.
 */
export function rejectCrossSiteRequests(options: {
  appOrigin: string;
  exempt?: string[];
}): RequestHandler {
  const exempt = options.exempt ?? [];
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.some((prefix) => req.path.startsWith(prefix)))
      return next();
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const fromHere = origin === undefined || origin === options.appOrigin || origin === ownOrigin;
    if (fromHere && (site === undefined || site === "same-origin" || site === "none"))
      return next();
    const { status, body } = errorAnswer(
      new AppError("CROSS_SITE", 403, "common:errors.crossSite"),
    );
    res.status(status).json(body);
  };
}
