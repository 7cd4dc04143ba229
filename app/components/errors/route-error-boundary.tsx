import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { AccessDenied } from "./access-denied";
import { NotFoundPage } from "./not-found-page";
import { UnexpectedErrorPage } from "./unexpected-error-page";

export type ErrorScreens = {
  /** 404: the route's own "not found" (default: the site's not-found page). */
  notFound?: () => ReactNode;
  /** 403: "Access Denied". */
  forbidden?: () => ReactNode;
  /** Anything else (a 500, a render crash): the unexpected-error page, or the route's own. */
  unexpected?: () => ReactNode;
  /** Inside a layout that has the main landmark already (the dashboard). */
  inline?: boolean;
};

/**
 * The one ErrorBoundary every route renders, picking the screen by status: a loader's AppError
 * arrives as a route error response with its status (server/http `pageRoute`), anything else
 * (a render crash, a failed request) counts as unexpected. A route passes only the screens it
 * words differently, e.g. the post view's "Blog post not found" and "Error Loading Post".
 */
export function RouteErrorBoundary({ notFound, forbidden, unexpected, inline }: ErrorScreens) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return notFound ? notFound() : <NotFoundPage />;
  if (status === 403) return forbidden ? forbidden() : <AccessDenied />;
  if (status === 429) return <UnexpectedErrorPage tooMany inline={inline} />;
  if (unexpected) return unexpected();
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <UnexpectedErrorPage detail={detail} inline={inline} />;
}
