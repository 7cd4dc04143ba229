import { randomBytes } from "node:crypto";
import { VIDEO_FRAME_SOURCES } from "@domain/site/video";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** A fresh nonce per response, for the scripts React Router writes into the page. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Security headers: a nonce-based CSP (scripts run only with this response's nonce), HSTS in
 * production, no framing. Development adds what Vite's hot reload needs and nothing else.
 */
export function securityHeaders(options: {
  production: boolean;
  development: boolean;
}): RequestHandler {
  const connectSrc = ["'self'", ...(options.development ? ["ws:", "wss:"] : [])];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          (_req, res) =>
            `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
          "'strict-dynamic'",
        ],
        // Still 'unsafe-inline': React and Radix position popovers with style attributes, and
        // sonner, Tiptap and Radix's scroll lock insert <style> elements without a nonce. The
        // sanitiser keeps style attributes and <style> out of content.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": connectSrc,
        // The demo video and an article's video (spec section 2) embed these players only
        // (domain/site/video.ts turns a link into their embed address; nothing else is framed).
        "frame-src": [...VIDEO_FRAME_SOURCES],
        "frame-ancestors": ["'none'"],
        // Sign-in forms post here and are redirected on to Google.
        "form-action": ["'self'", "https://accounts.google.com"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        ...(options.production ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: options.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
}
