export { apiKeyGate, isKeyPath, MCP_PATH, V1_DOCUMENT_PATH } from "./gate";
export { createApiKey, hashApiKey, listApiKeys, newApiKey, revokeApiKey } from "./keys";
