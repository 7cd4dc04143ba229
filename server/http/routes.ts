import type { RouterContextProvider } from "react-router";
import { AppError } from "../errors";
import { toErrorResponse } from "./errors";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** A redirect (a Response) or a route answer made with `data()`: it goes out as it is. */
export function isRouteAnswer(value: unknown): boolean {
  return (
    value instanceof Response ||
    (typeof value === "object" &&
      value !== null &&
      (value as { type?: unknown }).type === "DataWithResponseInit")
  );
}

/**
 * A JSON API's loader or action. Whatever it throws becomes the one error answer, returned (not
 * thrown) so that a fetcher reads it as its data instead of replacing the page with a boundary.
 */
export function apiRoute<A extends Args, R>(handler: (args: A) => Promise<R> | R) {
  return async (args: A) => {
    try {
      return await handler(args);
    } catch (error) {
      if (isRouteAnswer(error)) throw error;
      return toErrorResponse(error, args.context);
    }
  };
}

/**
 * A page's loader or action. Whatever it throws becomes a route error response with the error's
 * status and body, so the route's ErrorBoundary picks its screen by status (404, 403, else
 * unexpected).
 */
export function pageRoute<A extends Args, R>(handler: (args: A) => Promise<R> | R) {
  return async (args: A) => {
    try {
      return await handler(args);
    } catch (error) {
      if (isRouteAnswer(error)) throw error;
      throw toErrorResponse(error, args.context);
    }
  };
}

/** A request's body: JSON when it says so (null when it is not JSON), else its form fields. */
export async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get("content-type")?.includes("application/json"))
    return request.json().catch(() => null);
  return Object.fromEntries(await readForm(request));
}

const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * A request's form fields. A body that is not a form (no or another content type, a broken
 * multipart body) reads as a form without fields, so the route's own check refuses it with its
 * message (400) instead of `request.formData()` throwing a TypeError that would answer 500. A
 * body cut off at its size limit has had its 413 already; that error goes on.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_TYPE.test(request.headers.get("content-type") ?? "")) return new FormData();
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof AppError || (error as { cause?: unknown })?.cause instanceof AppError)
      throw error;
    return new FormData();
  }
}
