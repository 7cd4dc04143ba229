/**
 * API keys (issue 30, docs/decisions/0030-api.md): a user's named keys for the public API
 * (/api/v1) and the MCP server (/mcp). A key is shown once when it is made; only its SHA-256 hash
 * is stored, with a short prefix to recognise it by. Each key carries scopes; every /api/v1
 * operation names the one it needs (its contract's `v1.scope`). Shared by the contracts
 * (domain/api/api-keys.ts), the server module (server/api-keys) and the Profile screen.
 */
import { z } from "zod";
import type { ParseResult } from "./api/errors";
import { problemOf } from "./generation-input";

/**
 * - read: list and read posts, their exports, analyses, progress; usage, presets, voices, sources,
 *   saved ideas; analyse a text (nothing is changed or charged)
 * - generate: start generations, idea sets and bulk runs (they take credits)
 * - edit: update and delete posts, presets, voices, sources; webhooks
 * - publish: connect, change, test and delete sites, publish, schedule and cancel (issue 31)
 */
export const API_SCOPES = ["read", "generate", "edit", "publish"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Every key begins so: secret scanners and people can tell an Inkwell key. */
export const API_KEY_PREFIX = "ink_";
/** Characters of the key shown in lists after it is made ("ink_3fA9c2Qe…"). */
export const API_KEY_SHOWN = 12;
export const API_KEY_NAME_MAX = 80;
/** Expiry choices offered, in days; none = never expires. */
export const API_KEY_EXPIRY_DAYS = [7, 30, 90, 365] as const;

export const API_KEY_MESSAGES = {
  nameRequired: "developers:errors.nameRequired",
  nameTooLong: "developers:errors.nameTooLong",
  scopesRequired: "developers:errors.scopesRequired",
  expiryInvalid: "developers:errors.expiryInvalid",
  notFound: "developers:errors.keyNotFound",
  limit: "developers:errors.keyLimit",
  /** 401 on /api/v1 and /mcp: no key, or one that is unknown, revoked or expired. */
  missing: "developers:errors.keyMissing",
  invalid: "developers:errors.keyInvalid",
  revoked: "developers:errors.keyRevoked",
  expired: "developers:errors.keyExpired",
  /** 403: the key lacks the operation's scope ({{scope}}). */
  scope: "developers:errors.scopeMissing",
  /** 429 with Retry-After: the plan's requests a minute ({{count}}). */
  rateLimited: "developers:errors.rateLimited",
  rateLimitedTitle: "developers:errors.rateLimitedTitle",
  /** 409: the Idempotency-Key was used for another request, or its first request still runs. */
  idempotencyMismatch: "developers:errors.idempotencyMismatch",
  idempotencyBusy: "developers:errors.idempotencyBusy",
  idempotencyKeyInvalid: "developers:errors.idempotencyKeyInvalid",
} as const;

export const createApiKeySchema = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(API_SCOPES, { error: API_KEY_MESSAGES.scopesRequired }), {
      error: API_KEY_MESSAGES.scopesRequired,
    })
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .transform((scopes) => API_SCOPES.filter((s) => scopes.includes(s))),
  /** Days until it expires (one of API_KEY_EXPIRY_DAYS); absent or null: never. */
  expiresInDays: z
    .union(
      API_KEY_EXPIRY_DAYS.map((d) => z.literal(d)) as unknown as [
        z.ZodLiteral<number>,
        ...z.ZodLiteral<number>[],
      ],
      { error: API_KEY_MESSAGES.expiryInvalid },
    )
    .nullable()
    .optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export function parseCreateApiKey(raw: unknown): ParseResult<CreateApiKeyInput> {
  const parsed = createApiKeySchema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: problemOf(parsed.error) };
}

/** A key as lists show it: never the key itself. */
export const apiKeySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The first API_KEY_SHOWN characters. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The header a POST may carry so a retry returns the first answer (at most 255 characters). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_MAX = 255;
/** How long a first answer is kept for its retries. */
export const IDEMPOTENCY_HOURS = 24;

/** What a listed key can still do: revoked wins over expired (both are refused). */
export type ApiKeyStatus = "active" | "expired" | "revoked";
export function apiKeyStatus(
  key: Pick<ApiKey, "expiresAt" | "revokedAt">,
  now: number = Date.now(),
): ApiKeyStatus {
  if (key.revokedAt) return "revoked";
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return "expired";
  return "active";
}
