import { parseStartGeneration } from "@domain/api/generations";
import { CONTENT_TYPES, fieldsOf } from "@domain/content-types";
import { sanitizeHtml } from "@domain/html/sanitize";
import { LANGUAGE_CODES } from "@domain/languages";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { valueOrThrow } from "../errors";
import { generationStatus, startGeneration } from "../generation";
import type { ProgressHub } from "../jobs";
import { getPost } from "../library";
import { presetGenerationFor } from "../presets";
import { english } from "./english";
import { followJob } from "./follow";
import { progressReporter } from "./progress";
import { type McpCaller, runTool, toolResult } from "./results";

/** Each type's own fields, for the tool's description (the catalogue says which a type uses). */
const TYPE_FIELDS = CONTENT_TYPES.map(
  (type) =>
    `${type}: ${fieldsOf(type)
      .map(([name, spec]) => `${name}${spec.required ? " (required)" : ""}`)
      .join(", ")}`,
).join("; ");

/**
 * What the assistant is shown of a generation request. The request is checked with the shared
 * schema (parseStartGeneration, as POST /api/v1/generations checks it), so this only describes
 * it: any other field of the type's catalogue passes through to that check.
 */
export const generateInput = z.looseObject({
  contentType: z.enum(CONTENT_TYPES).optional().describe("The kind of piece (default blog)"),
  topic: z.string().describe("What the piece is about"),
  title: z.string().optional().describe("The title (required for some types: see the description)"),
  keywords: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe("Keywords to rank for: a list, or one comma-separated line"),
  language: z.enum(LANGUAGE_CODES).optional().describe("The language to write in (default en)"),
  presetId: z.string().optional().describe("One of the user's presets to write with"),
  sourceIds: z.array(z.string()).optional().describe("Ready research sources to write from"),
  voiceId: z.string().optional().describe("A learned voice of the user's to write in"),
});

function finished(row: { status: string }) {
  return row.status === "succeeded" || row.status === "failed";
}

/**
 * generate_piece: starts a generation exactly as POST /api/v1/generations does (the shared
 * check, a credit reserved within the plan's quota and concurrency, the job enqueued), then
 * follows its row (notices of the progress hub, a read at least every 500 ms) and, when the client
 * sent a progressToken, reports each change of phase or percent as notifications/progress. Answers
 * with the saved post. A client that goes away stops the waiting, not the generation.
 */
export function registerGenerate(server: McpServer, caller: McpCaller, hub: ProgressHub) {
  server.registerTool(
    "generate_piece",
    {
      title: "Generate a piece",
      description: `Writes a piece into the user's Inkwell library (uses one credit, needs the "generate" scope) and returns it when done, with progress notifications. Fields by content type: ${TYPE_FIELDS}.`,
      inputSchema: generateInput,
    },
    (args, extra) =>
      runTool(caller, "generate_piece", "generate", async (): Promise<CallToolResult> => {
        const { user } = caller;
        const body = valueOrThrow(parseStartGeneration(args));
        const input =
          "presetId" in body
            ? valueOrThrow(await presetGenerationFor(user, body.presetId, body))
            : body;
        const { id } = await startGeneration(user, input);
        caller.log.info({ generationId: id, apiKeyId: caller.apiKey.id }, "mcp generation started");
        const row = await followJob({
          hub,
          id,
          read: () => generationStatus(user, id),
          done: finished,
          signal: extra.signal,
          changed: progressReporter(extra),
        });
        if (row.status === "failed" || !row.postId) {
          const message = row.error ?? "common:errors.unexpected";
          return {
            content: [{ type: "text", text: english(message) }],
            structuredContent: { generationId: id, status: row.status, error: message },
            isError: true,
          };
        }
        const post = await getPost(user, row.postId);
        const content = sanitizeHtml(post.content);
        return toolResult(
          {
            generationId: id,
            postId: post.id,
            title: post.title,
            contentType: post.contentType,
            wordCount: post.wordCount,
            content,
          },
          `# ${post.title}\n\n(post ${post.id}, ${post.wordCount} words)\n\n${content}`,
        );
      }),
  );
}
