export { apiKeyGate, isKeyPath, MCP_PATH, requireKeyScope, V1_DOCUMENT_PATH } from "./gate";
export {
  idempotencyKeyOf,
  idempotent,
  REPLAYED_HEADER,
} from "./idempotency";
export { apiKeysOf, createApiKey, hashApiKey, listApiKeys, newApiKey, revokeApiKey } from "./keys";
