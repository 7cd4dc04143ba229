import type { ApiErrorBody } from "@domain/api/errors";
import type { ApiScope } from "@domain/api-keys";
import type { SessionUser } from "@domain/auth";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ApiKeyCaller } from "../context";
import { errorAnswer, ScopeMissing } from "../errors";
import type { Logger } from "../log";
import { english } from "./english";
import { FollowAborted } from "./follow";

/** Who calls the MCP server: the key's owner and the key (the gate set both). */
export type McpCaller = { user: SessionUser; apiKey: ApiKeyCaller; log: Logger };

/** Refuses a tool the key has no scope for, as the public API does (403 SCOPE_MISSING there). */
export function requireScope(caller: McpCaller, scope: ApiScope): void {
  if (!caller.apiKey.scopes.includes(scope)) throw new ScopeMissing(scope);
}

/** A tool's answer: its JSON as text (what every client shows) and as structured content. */
export function toolResult(value: Record<string, unknown>, text?: string): CallToolResult {
  return {
    content: [{ type: "text", text: text ?? JSON.stringify(value, null, 2) }],
    structuredContent: value,
  };
}

/**
 * A refusal or failure as a tool error: the English words for the assistant, and the one error
 * body (code and message keys, as the API answers) in structured content. An unexpected failure
 * is logged here and told as the API tells it (INTERNAL), without its details.
 */
export function toolError(error: unknown, log: Logger, tool: string): CallToolResult {
  const { status, body } = errorAnswer(error);
  if (status >= 500) log.error({ err: error, tool }, "mcp tool failed");
  return errorResult(body);
}

export function errorResult(body: ApiErrorBody): CallToolResult {
  const { title, message, params, field } = body.error;
  const words = english(message, { ...params, ...(field ? { field } : {}) });
  return {
    content: [{ type: "text", text: title ? `${english(title, params)}: ${words}` : words }],
    structuredContent: body as unknown as Record<string, unknown>,
    isError: true,
  };
}

/** Runs a tool for the caller: its scope first, then the work; every refusal a tool error. */
export async function runTool(
  caller: McpCaller,
  tool: string,
  scope: ApiScope,
  work: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  try {
    requireScope(caller, scope);
    return await work();
  } catch (error) {
    // The client went away: nobody reads the answer, and nothing failed.
    if (error instanceof FollowAborted) {
      caller.log.info({ tool }, "mcp client stopped waiting");
      return errorResult({ error: { code: "INTERNAL", message: "common:errors.unexpected" } });
    }
    return toolError(error, caller.log, tool);
  }
}
