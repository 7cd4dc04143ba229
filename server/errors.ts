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

/**
 * A public API request (issue 30) whose key lacks the scope the operation needs: 403, naming the
 * scope, so the developer knows which key to make.
 */
export class ScopeMissing extends AppError {
  constructor(readonly scope: string) {
    super("SCOPE_MISSING", 403, "developers:errors.scopeMissing", {
      title: "developers:errors.scopeMissingTitle",
      params: { scope },
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

/** What PostgreSQL or the driver says when the database cannot be reached (not a bad query). */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin shutdown
  "57P02", // crash shutdown
  "57P03", // cannot connect now (starting up, shutting down)
  "08000",
  "08001",
  "08003",
  "08006",
]);
// Also as text: better-auth wraps the driver's error in an APIError that keeps only its message.
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection due to administrator command|the database system is (shutting down|starting up)|connect ECONNREFUSED/;
/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** Whether an error (or one of its causes) is the database being out of reach. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (e instanceof Error && UNREACHABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * The status, body and headers of any error: an AppError's own; the database out of reach a 503
 * with Retry-After (the request may simply be sent again); anything else a bare 500.
 * server/http `toErrorResponse` answers with it (and logs the unexpected ones).
 */
export function errorAnswer(error: unknown): {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
} {
  if (!(error instanceof AppError)) {
    if (isDatabaseUnreachable(error))
      return {
        status: 503,
        body: { error: { ...UNEXPECTED_ERROR, code: "UNAVAILABLE" } },
        headers: { "Retry-After": "5" },
      };
    return { status: 500, body: { error: UNEXPECTED_ERROR } };
  }
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
