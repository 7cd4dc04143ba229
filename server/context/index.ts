import type { ApiScope } from "@domain/api-keys";
import type { SessionUser } from "@domain/auth";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { i18n as I18n } from "i18next";
import type { Logger } from "pino";
import { createContext } from "react-router";

/**
 * The request context: what the Express layer (server/http) hands to every loader, action and the
 * document renderer. Its own module, so server/auth can read it without importing server/http
 * (which imports server/auth to resolve sessions).
 */
export type RequestContext = {
  /** The Content-Security-Policy nonce of this response. */
  nonce: string;
  log: Logger;
  /** The signed-in user, resolved once per request; null for visitors. */
  user: SessionUser | null;
  /**
   * The API key a request to /api/v1 or /mcp was made with (issue 30): then `user` is the key's
   * owner. Absent on every other path, whose user comes from the session cookie only.
   */
  apiKey?: ApiKeyCaller | null;
  /** The Node request and response, for libraries that need them (the local OpenID provider). */
  node: { req: ExpressRequest; res: ExpressResponse };
};

/** The key that authenticated a public API request: its id and scopes. */
export type ApiKeyCaller = { id: string; scopes: readonly ApiScope[] };

export const requestContext = createContext<RequestContext>();

/** The request's i18next instance, set by the root route's middleware. */
export const i18nContext = createContext<I18n>();
