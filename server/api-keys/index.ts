export { apiKeyGate, isKeyPath, MCP_PATH, V1_DOCUMENT_PATH } from "./gate";
export { apiKeysOf, createApiKey, hashApiKey, listApiKeys, newApiKey, revokeApiKey } from "./keys";
