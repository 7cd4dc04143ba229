import {
  type ApiErrorBody,
  type ErrorCode,
  type MessageParams,
  type Problem,
  UNEXPECTED_ERROR,
} from "@domain/api/errors";

/**
 * Errors server modules throw. Each says what the user reads, as locale keys ("namespace:path")
 * with parameters, never as English; `toErrorResponse` (server/http) is the one place that turns
 * them into an HTTP status and the JSON error body. `code` is stable: tests and screens rely on it.
 */
export class AppError extends Error {
  readonly title?: string;
  readonly field?: string;
  readonly params?: MessageParams;

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    /** The message's locale key. */
    readonly messageKey: string,
    details: { title?: string; field?: string; params?: MessageParams } = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = new.target.name;
    this.title = details.title;
    this.field = details.field;
    this.params = details.params;
  }
}

/** A missing row, or one that belongs to someone else (the two are never told apart). */
export class NotFound extends AppError {
  constructor(messageKey = "common:errors.notFound") {
    super("NOT_FOUND", 404, messageKey);
  }
}

/** Nobody is signed in. */
export class Unauthenticated extends AppError {
  constructor(messageKey = "common:errors.unauthenticated") {
    super("UNAUTHENTICATED", 401, messageKey, { title: "common:errors.unauthenticatedTitle" });
  }
}

/** Signed in, but without the role the request needs. */
export class Forbidden extends AppError {
  constructor() {
    super("FORBIDDEN", 403, "account:shell.accessDeniedDescription", {
      title: "account:shell.accessDenied",
    });
  }
}

/** The request disagrees with the stored state (a stale version, a taken name). */
export class Conflict extends AppError {
  constructor(
    code: ErrorCode,
    messageKey: string,
    details: { title?: string; field?: string; params?: MessageParams } = {},
  ) {
    super(code, 409, messageKey, details);
  }
}

/** Input the shared schema refused: the problem its parse function found. */
export class InvalidInput extends AppError {
  constructor(readonly problem: Problem) {
    super("INVALID_INPUT", 400, problem.message, problem);
  }
}

/** The value of a parse result, or InvalidInput with its problem. */
export function valueOrThrow<T>(result: { ok: true; value: T } | { ok: false; problem: Problem }) {
  if (!result.ok) throw new InvalidInput(result.problem);
  return result.value;
}

/** The PostgreSQL error code of a failed statement (drizzle wraps the driver's error). */
export function pgErrorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** PostgreSQL's unique-violation code, and the constraint it names. */
export function uniqueViolation(error: unknown): string | null {
  if (pgErrorCode(error) !== "23505") return null;
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { constraint?: string }).constraint ?? "";
}

/** Too many requests of one kind from one sender; `retryAfter` is in seconds. */
export class TooManyRequests extends AppError {
  constructor(
    messageKey: string,
    readonly retryAfter: number,
    details: { code?: ErrorCode; title?: string; params?: MessageParams } = {},
  ) {
    super(details.code ?? "RATE_LIMITED", 429, messageKey, {
      title: details.title ?? "common:tooManyAttempts.title",
      params: details.params,
    });
  }
}

/** The method is not one the route answers. */
export class MethodNotAllowed extends AppError {
  constructor(readonly allow: readonly string[]) {
    super("METHOD_NOT_ALLOWED", 405, "common:errors.methodNotAllowed");
  }
}

/**
 * The status, body and headers of any error: an AppError's own, anything else a bare 500.
 * server/http `toErrorResponse` answers with it (and logs the unexpected ones).
 */
export function errorAnswer(error: unknown): {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
} {
  if (!(error instanceof AppError)) return { status: 500, body: { error: UNEXPECTED_ERROR } };
  const { code, title, messageKey, field, params } = error;
  return {
    status: error.status,
    body: { error: { code, message: messageKey, title, field, params } },
    headers:
      error instanceof MethodNotAllowed
        ? { Allow: error.allow.join(", ") }
        : error instanceof TooManyRequests
          ? { "Retry-After": String(error.retryAfter) }
          : undefined,
  };
}
