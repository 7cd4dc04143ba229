import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from "express";
import type { ProgressHub } from "../jobs";
import type { Logger } from "../log";
import type { McpCaller } from "./results";
import { createMcpServer } from "./server";

/** The largest JSON-RPC message accepted: update_post's body may be as large as the editor's save. */
export const MCP_BODY_LIMIT = "20mb";

/** A JSON-RPC error answer with no request id (the transport's own shape). */
function rpcError(res: Parameters<RequestHandler>[1], status: number, message: string) {
  res.status(status).json({ jsonrpc: "2.0", error: { code: -32000, message }, id: null });
}

/**
 * The MCP server at /mcp over Streamable HTTP (issue 30, ADR 0030 "MCP"), stateless: each POST
 * gets a server and a transport of its own, closed with the response, so any process can answer
 * any request and nothing is kept between them. The API key gate (server/api-keys) has already
 * made the key's owner the caller (401 before this) and counted the request against the key's
 * rate limit. GET (a standalone event stream) and DELETE (ending a session) have nothing to
 * serve without sessions: 405, as the SDK's stateless example answers.
 */
export function mcpRoutes({ hub, log }: { hub: ProgressHub; log: Logger }): Router {
  const router = express.Router();
  router.post("/", express.json({ limit: MCP_BODY_LIMIT }), async (req, res) => {
    const caller: McpCaller = {
      user: res.locals.user,
      apiKey: res.locals.apiKey,
      log: req.log ?? log,
    };
    if (!caller.user || !caller.apiKey) return rpcError(res, 401, "Unauthorized");
    const server = createMcpServer(caller, hub);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on("close", () => {
      transport
        .close()
        .catch((error: unknown) => log.warn({ err: error }, "mcp transport close failed"));
      server.close().catch((error: unknown) => log.warn({ err: error }, "mcp server close failed"));
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      log.error({ err: error }, "mcp request failed");
      if (!res.headersSent) rpcError(res, 500, "Internal server error");
    }
  });
  const notAllowed: RequestHandler = (_req, res) => {
    res.set("Allow", "POST");
    rpcError(res, 405, "Method not allowed.");
  };
  router.get("/", notAllowed);
  router.delete("/", notAllowed);
  router.all("/", notAllowed);
  // A body that is not JSON or is too large: the JSON-RPC answer, not the app's 500.
  const badBody: ErrorRequestHandler = (error, _req, res, next) => {
    const status = (error as { status?: unknown }).status;
    if (res.headersSent || (status !== 400 && status !== 413)) return next(error);
    res.status(status).json({
      jsonrpc: "2.0",
      error: { code: -32700, message: status === 413 ? "Request too large" : "Parse error" },
      id: null,
    });
  };
  router.use(badBody);
  return router;
}
