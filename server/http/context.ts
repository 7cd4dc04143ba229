import type { i18n as I18n } from "i18next";
import type { Logger } from "pino";
import { createContext } from "react-router";

/** Values the Express layer hands to every loader, action and the document renderer. */
export type RequestContext = {
  /** The Content-Security-Policy nonce of this response. */
  nonce: string;
  log: Logger;
};

export const requestContext = createContext<RequestContext>();

/** The request's i18next instance, set by the root route's middleware. */
export const i18nContext = createContext<I18n>();
