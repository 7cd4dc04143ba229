export { MCP_BODY_LIMIT, mcpRoutes } from "./http";
export { createMcpServer, MCP_SERVER_NAME } from "./server";
