import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "../context";
import { AppError, errorAnswer } from "../errors";

/** An error's answer (see `errorAnswer`); an unexpected one is logged here, once, with the request's id. */
export function answerFor(error: unknown, context: Readonly<RouterContextProvider>) {
  if (!(error instanceof AppError)) {
    context.get(requestContext).log.error({ err: error }, "unexpected error");
  }
  return errorAnswer(error);
}

/**
 * The one place an error becomes an HTTP answer: `{ error: { code, title?, message, field?,
 * params? } }` with the AppError's status, or 500 with no detail for anything else.
 */
export function toErrorResponse(error: unknown, context: Readonly<RouterContextProvider>) {
  const { status, body, headers } = answerFor(error, context);
  return data(body, { status, headers });
}
