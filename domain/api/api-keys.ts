/**
 * The Profile screen's API keys (issue 30, docs/decisions/0030-api.md): GET /api/keys (the user's
 * keys, newest first, and their plan's API limits), POST /api/keys (make one: `201` with the key,
 * the only time it is readable, `409` KEY_LIMIT past the plan's working keys) and DELETE
 * /api/keys/:id (revoke one of the user's own at once; anyone else's id is 404). The screens' only:
 * no `v1`, so a key never makes or revokes keys.
 */
import { z } from "zod";
import {
  type ApiKey,
  apiKeySchema,
  type CreateApiKeyInput,
  createApiKeySchema,
  parseCreateApiKey,
} from "../api-keys";
import { contract } from "./contract";

export type { ApiKey };

/** The plan's API limits, as the keys section shows them ("2 of 2 keys", requests a minute). */
export const apiKeyLimitsSchema = z.object({
  keys: z.number().int(),
  requestsPerMinute: z.number().int(),
});

/** GET: the user's keys (never the keys themselves) and their plan's limits. */
export const apiKeyListResponseSchema = z.object({
  keys: z.array(apiKeySchema),
  limits: apiKeyLimitsSchema,
});
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;

/** POST: the new key, shown once, and its listing (201). */
export const createApiKeyResponseSchema = z.object({ key: z.string(), apiKey: apiKeySchema });
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

/** DELETE: the revoked key's listing. */
export const revokeApiKeyResponseSchema = z.object({ apiKey: apiKeySchema });

export const listApiKeys = contract({
  id: "listApiKeys",
  method: "GET",
  path: "/api/keys",
  summary: "The user's API keys and their plan's API limits",
  access: "user",
  answer: { kind: "json", schema: apiKeyListResponseSchema },
  errors: [],
});

export const createApiKey = contract({
  id: "createApiKey",
  method: "POST",
  path: "/api/keys",
  summary: "Make an API key (its text is answered this once)",
  access: "user",
  body: {
    schema: createApiKeySchema as unknown as z.ZodType<CreateApiKeyInput>,
    parse: parseCreateApiKey,
  },
  answer: { kind: "json", schema: createApiKeyResponseSchema, status: 201 },
  errors: ["INVALID_INPUT", "KEY_LIMIT"],
});

export const revokeApiKey = contract({
  id: "revokeApiKey",
  method: "DELETE",
  path: "/api/keys/:id",
  summary: "Revoke one of the user's API keys at once",
  access: "user",
  answer: { kind: "json", schema: revokeApiKeyResponseSchema },
  errors: ["NOT_FOUND"],
});
