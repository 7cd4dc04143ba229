import type { RequestHandler } from "express";
import { errorAnswer, MethodNotAllowed } from "../errors";

/**
 * The methods some route of this app answers (pages: GET, HEAD, POST for forms; the JSON APIs:
 * also PUT, PATCH and DELETE). Each route still refuses those it does not serve itself.
 */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const SERVED = new Set<string>(SERVED_METHODS);

/**
 * Any other method (OPTIONS, PROPFIND, TRACE, ...) gets a 405 with an Allow header here, before
 * React Router: for a method no route serves React Router answers 405 without running any
 * middleware (remix-run/react-router#14168), and TRACE cannot even become a Fetch Request.
 *
 * OPTIONS too, not a 204: the app serves no other origin (no CORS), so a preflight must fail,
 * and a 405 says so plainly where a 204 without Access-Control-Allow-* headers would look like a
 * success that the browser then refuses anyway. The Allow header still tells a client what works.
 *
 * An API gets the one JSON error shape; any other path a plain "Method Not Allowed" (no browser
 * navigates with these methods, so there is no screen to show).
 */
export const refuseUnservedMethods: RequestHandler = (req, res, next) => {
  if (SERVED.has(req.method)) return next();
  const refusal = new MethodNotAllowed(SERVED_METHODS);
  res.set("Allow", refusal.allow.join(", "));
  if (req.path === "/api" || req.path.startsWith("/api/")) {
    const { status, body } = errorAnswer(refusal);
    res.status(status).json(body);
    return;
  }
  res.status(405).type("text/plain").send("Method Not Allowed");
};
