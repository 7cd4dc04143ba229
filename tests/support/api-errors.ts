import { type ApiError, apiErrorSchema } from "@domain/api/errors";
import { type APIRequestContext, type APIResponse, expect } from "@playwright/test";
import { english } from "./english";

/**
 * The answer is the one error shape (nothing else in it), with this status and code, and its
 * title and message are keys with English words.
 */
export async function expectErrorAnswer(
  response: APIResponse,
  status: number,
  code: string,
): Promise<ApiError> {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/json");
  const body = apiErrorSchema.strict().parse(await response.json());
  const error = apiErrorSchema.shape.error.strict().parse(body.error);
  expect(error.code).toBe(code);
  expect(english(error.message, { field: error.field, ...error.params })).not.toBe("");
  if (error.title) expect(english(error.title)).not.toBe("");
  return error;
}

/** A request as the table of API errors writes it. */
export type Call = {
  method: string;
  path: string;
  data?: unknown;
  headers?: Record<string, string>;
};

/** Sends a call without following redirects (a page's sign-in redirect would hide a 401). */
export function send(request: APIRequestContext, call: Call): Promise<APIResponse> {
  return request.fetch(call.path, {
    method: call.method,
    data: call.data,
    headers: call.headers,
    maxRedirects: 0,
  });
}
