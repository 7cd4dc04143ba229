import { IDEA_PLATFORMS, parseIdeaRequest } from "@domain/ideas";
import { LANGUAGE_CODES } from "@domain/languages";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { valueOrThrow } from "../errors";
import { ideaRunFor, startIdeaRun } from "../ideas";
import type { ProgressHub } from "../jobs";
import { english } from "./english";
import { followJob } from "./follow";
import { progressReporter } from "./progress";
import { type McpCaller, runTool, toolResult } from "./results";

/** Shown to the assistant; the request is checked with the Idea Lab's own parseIdeaRequest. */
export const ideasInput = z.object({
  platform: z.enum(IDEA_PLATFORMS).describe("Where the ideas will be published"),
  niche: z.string().describe("The subject area, e.g. 'home coffee brewing'"),
  audience: z.string().optional().describe("Who the ideas are for"),
  language: z.enum(LANGUAGE_CODES).optional().describe("The ideas' language (default en)"),
  refresh: z.boolean().optional().describe("Ask for ideas unlike the last set's"),
});

/**
 * get_ideas: a set of ten ideas made as the Idea Lab makes them (POST /api/ideas: the free
 * day's sets counted or half a credit reserved, the run enqueued), then followed like
 * generate_piece until it ends. A new set, not the saved ideas: the assistant asks for ideas
 * to write about, and the metering is the Idea Lab's own (needs the "generate" scope).
 */
export function registerIdeas(server: McpServer, caller: McpCaller, hub: ProgressHub) {
  server.registerTool(
    "get_ideas",
    {
      title: "Get content ideas",
      description:
        'Makes a set of ten content ideas with the Idea Lab (counts as one idea set: free users have 5 a day, paid plans pay half a credit; needs the "generate" scope) and returns them.',
      inputSchema: ideasInput,
    },
    (args, extra) =>
      runTool(caller, "get_ideas", "generate", async (): Promise<CallToolResult> => {
        const { user } = caller;
        const request = valueOrThrow(parseIdeaRequest(args));
        const { id } = await startIdeaRun(user, request);
        const run = await followJob({
          hub,
          id,
          read: () => ideaRunFor(user, id),
          done: (row) => row.status === "succeeded" || row.status === "failed",
          signal: extra.signal,
          changed: progressReporter(extra),
        });
        if (run.status === "failed") {
          const message = run.error ?? "ideas:errors.failed";
          return {
            content: [{ type: "text", text: english(message) }],
            structuredContent: { runId: id, status: run.status, error: message },
            isError: true,
          };
        }
        return toolResult({ runId: id, ideas: run.ideas });
      }),
  );
}
