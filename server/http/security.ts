import { createHash, randomBytes } from "node:crypto";
import { VIDEO_FRAME_SOURCES } from "@domain/site/video";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** A fresh nonce per response, for the scripts React Router writes into the page. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
};

/**
 * The <style> elements sonner (the toasts) inserts when it loads, by hash: it has no way to take
 * a nonce. It appends the element before its CSS, so the empty element is checked first (the
 * hash of ""; an empty style does nothing). security.test.ts recomputes the CSS's hash from the
 * installed sonner, so an upgrade that changes it fails there, not silently in the browser.
 */
export const SONNER_STYLE_HASHES = [
  "sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=",
  "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=",
] as const;

/**
 * The only style attributes the server's HTML may carry: fixed ones Radix renders on the server
 * (a select's value, its hidden native mirror, visually hidden text, a menu's focus outline, the
 * selected tab's panel that must not animate on the first render),
 * allowed by their hashes ('unsafe-hashes'; ADR 0017). Ours carry none: percentages and sizes are
 * set from script or as classes. tests/e2e/pages/csp.spec.ts checks every page against this list.
 */
export const SERVER_STYLE_ATTRIBUTES = [
  "pointer-events:none",
  "outline:none",
  "animation-duration:0s",
  "position:absolute;pointer-events:none;opacity:0;margin:0;transform:translateX(-100%)",
  "position:absolute;border:0;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;word-wrap:normal",
] as const;

const styleAttributeHashes = SERVER_STYLE_ATTRIBUTES.map(
  (value) => `'sha256-${createHash("sha256").update(value).digest("base64")}'`,
);

const nonceSource = (_req: unknown, res: unknown) =>
  `'nonce-${(res as { locals: { nonce: string } }).locals.nonce}'`;

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
        "script-src": [nonceSource, "'strict-dynamic'"],
        // No 'unsafe-inline' (ADR 0017): <style> elements need this response's nonce (Radix's
        // scroll lock gets it through get-nonce, Tiptap through injectNonce) or are sonner's
        // fixed CSS (its hash). Style attributes in the HTML pass only when they are one of
        // SERVER_STYLE_ATTRIBUTES; popovers, progress bars and the editor set styles from script
        // (CSSOM), which a policy does not govern. Vite's development server inserts <style>
        // elements without a nonce, so development keeps 'unsafe-inline'.
        "style-src": options.development
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", nonceSource, ...SONNER_STYLE_HASHES.map((hash) => `'${hash}'`)],
        "style-src-attr": options.development
          ? ["'unsafe-inline'"]
          : ["'unsafe-hashes'", ...styleAttributeHashes],
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
