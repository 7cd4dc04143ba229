import type { RequestHandler } from "express";
import { errorAnswer, NotFound } from "../errors";

/**
 * The better-auth paths a browser needs: the OAuth callback the issuer redirects to, and
 * better-auth's error page. Everything else better-auth offers (sign-in, two-factor enrolment,
 * verification and removal, user updates, session lists) is called from our own loaders and
 * actions through `auth().api`, which check input, attempt limits and current codes first; over
 * HTTP those endpoints would skip that (for example a plain POST to /two-factor/disable).
 */
const BROWSER_PATHS = /^\/api\/auth\/(callback\/[A-Za-z0-9_-]+|error)\/?$/;

export const onlyBrowserAuthPaths: RequestHandler = (req, res, next) => {
  if (BROWSER_PATHS.test(req.path)) return next();
  const { status, body } = errorAnswer(new NotFound());
  res.status(status).json(body);
};
