import { DEFAULT_LIBRARY_QUERY } from "@domain/library";
import { type McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { errorAnswer } from "../errors";
import { getPost, listPosts } from "../library";
import { english } from "./english";
import { postView } from "./post-view";
import { type McpCaller, requireScope } from "./results";

/** The address of a post as a resource. */
export const POST_URI = "inkwell://posts/{id}";
export const postUri = (id: string) => `inkwell://posts/${id}`;
/** Pages of the library (newest first) the resource list names: the newest posts, not all. */
export const RESOURCE_LIST_PAGES = 5;

/** MCP's "resource not found" (the specification's code; the SDK has no constant for it). */
const RESOURCE_NOT_FOUND = -32002;

/** A refusal as a JSON-RPC error: English words, and the one error body as its data. */
function resourceError(caller: McpCaller, error: unknown): McpError {
  const { status, body } = errorAnswer(error);
  if (status >= 500) caller.log.error({ err: error }, "mcp resource failed");
  const code =
    status === 404
      ? RESOURCE_NOT_FOUND
      : status >= 500
        ? ErrorCode.InternalError
        : ErrorCode.InvalidRequest;
  return new McpError(code, english(body.error.message, body.error.params ?? {}), body);
}

/**
 * The user's posts as resources (`inkwell://posts/{id}`, read scope): the list names the newest
 * posts, a read gives the post as JSON (the same view as read_post).
 */
export function registerPostResources(server: McpServer, caller: McpCaller) {
  server.registerResource(
    "post",
    new ResourceTemplate(POST_URI, {
      list: async () => {
        try {
          requireScope(caller, "read");
          const resources = [];
          for (let page = 1; page <= RESOURCE_LIST_PAGES; page++) {
            const found = await listPosts(caller.user, { ...DEFAULT_LIBRARY_QUERY, page });
            if (found.page !== page) break;
            for (const post of found.items) {
              resources.push({
                uri: postUri(post.id),
                name: post.title,
                description: post.description ?? undefined,
                mimeType: "application/json",
              });
            }
            if (page >= found.pageCount) break;
          }
          return { resources };
        } catch (error) {
          throw resourceError(caller, error);
        }
      },
    }),
    {
      title: "Posts",
      description: "The user's posts in their Inkwell library, as JSON with the body as HTML",
      mimeType: "application/json",
    },
    async (uri, variables) => {
      try {
        requireScope(caller, "read");
        const id = String(variables.id ?? "");
        const post = postView(await getPost(caller.user, id));
        return {
          contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(post) }],
        };
      } catch (error) {
        throw resourceError(caller, error);
      }
    },
  );
}
