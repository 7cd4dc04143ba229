import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { version } from "../../package.json";
import type { ProgressHub } from "../jobs";
import { registerAnalyse } from "./analyse";
import { registerGenerate } from "./generate";
import { registerIdeas } from "./ideas";
import { registerPosts } from "./posts";
import { registerPostResources } from "./resources";
import type { McpCaller } from "./results";

/** The server's name as clients show it. */
export const MCP_SERVER_NAME = "inkwell";

/**
 * One MCP server for one request's caller (stateless: made for each POST, ADR 0030 "MCP"): its
 * tools and resources act as the key's owner, each after checking the key's scope.
 */
export function createMcpServer(caller: McpCaller, hub: ProgressHub): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: "Inkwell", version },
    {
      instructions:
        "Inkwell is the user's AI writing workspace. generate_piece writes a piece into their library (one credit); analyse_text checks a text for SEO and readability; list_posts, read_post and update_post work on their library; get_ideas makes a set of content ideas.",
    },
  );
  registerGenerate(server, caller, hub);
  registerAnalyse(server, caller);
  registerPosts(server, caller);
  registerIdeas(server, caller, hub);
  registerPostResources(server, caller);
  return server;
}
