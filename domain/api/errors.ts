/**
 * The one error answer of every JSON API: `{ error: { code, title?, message, field?, params? } }`.
 * `title` and `message` are locale keys ("namespace:path") that the screen translates with
 * `params`; `field` names the input at fault. The server builds it in one place
 * (server/http `toErrorResponse`); the browser reads it with `readApiError`.
 */
import { z } from "zod";

/** Values a message interpolates ({{count}}, {{field}}...). */
export type MessageParams = Record<string, string | number>;

/** What a parse function found wrong, in the words of the error body. */
export type Problem = {
  /** Locale key of the toast's title ("create:errors.validationError"). */
  title?: string;
  /** Locale key of the message. */
  message: string;
  /** The input at fault, when it is one field. */
  field?: string;
  params?: MessageParams;
};

/** What every `parse...` function of domain/ returns. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/** Codes of the error answers; a screen may act on them (USAGE_LIMIT opens the pricing dialog). */
export const ERROR_CODES = [
  "INVALID_INPUT",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "POST_CHANGED",
  "USERNAME_TAKEN",
  "SLUG_TAKEN",
  "TWO_FACTOR_ON",
  "EXPORT_RUNNING",
  "PRESET_LIMIT",
  "METHOD_NOT_ALLOWED",
  "PAYLOAD_TOO_LARGE",
  "CROSS_SITE",
  "UNKNOWN_HOST",
  "USAGE_LIMIT",
  "RATE_LIMITED",
  "GENERATIONS_BUSY",
  "STREAM_LIMIT",
  "DAILY_LIMIT",
  "INSUFFICIENT_CREDITS",
  "PREMIUM_FEATURE",
  "LAST_SUPER_ADMIN",
  "CONFIRM_REQUIRED",
  "SOURCE_REFUSED",
  "SOURCE_LIMIT",
  "VOICE_LIMIT",
  "VOICE_NOT_READY",
  "SCOPE_MISSING",
  "KEY_LIMIT",
  "IDEMPOTENCY_CONFLICT",
  "WEBHOOK_LIMIT",
  "BULK_ROW_LIMIT",
  "CONNECTION_LIMIT",
  "SCHEDULE_LIMIT",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each code answers with (the OpenAPI document lists them per operation). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  POST_CHANGED: 409,
  USERNAME_TAKEN: 409,
  SLUG_TAKEN: 409,
  TWO_FACTOR_ON: 409,
  EXPORT_RUNNING: 409,
  PRESET_LIMIT: 409,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  CROSS_SITE: 403,
  UNKNOWN_HOST: 421,
  USAGE_LIMIT: 402,
  RATE_LIMITED: 429,
  GENERATIONS_BUSY: 429,
  STREAM_LIMIT: 429,
  DAILY_LIMIT: 402,
  INSUFFICIENT_CREDITS: 402,
  PREMIUM_FEATURE: 403,
  LAST_SUPER_ADMIN: 409,
  CONFIRM_REQUIRED: 409,
  SOURCE_REFUSED: 422,
  SOURCE_LIMIT: 409,
  VOICE_LIMIT: 409,
  VOICE_NOT_READY: 409,
  SCOPE_MISSING: 403,
  KEY_LIMIT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  WEBHOOK_LIMIT: 409,
  BULK_ROW_LIMIT: 409,
  CONNECTION_LIMIT: 409,
  SCHEDULE_LIMIT: 409,
  INTERNAL: 500,
};

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    title: z.string().optional(),
    message: z.string(),
    field: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>["error"];
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * An unexpected failure: what the server answers with no detail (500), and what the browser
 * reads when nothing could be read (no connection, a body that is not the error shape).
 */
export const UNEXPECTED_ERROR: ApiError = {
  code: "INTERNAL",
  title: "common:errors.unexpectedTitle",
  message: "common:errors.unexpected",
};

/** The error of an answer's body; anything else reads as an unexpected failure. */
export function readApiError(body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.error : UNEXPECTED_ERROR;
}

/**
 * An answer read through its contract: the success schema's value, or the error. One function,
 * so no screen casts a `fetch` answer.
 */
export function readAnswer<T>(
  schema: z.ZodType<T>,
  body: unknown,
): { ok: true; value: T } | { ok: false; error: ApiError } {
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: readApiError(body) };
}
