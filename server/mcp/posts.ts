import {
  LIBRARY_PAGE_SIZE,
  LIBRARY_SORTS,
  LIBRARY_TYPES,
  libraryQuerySchema,
} from "@domain/library";
import { POST_EDIT_MAX_LENGTH, postEditSchema } from "@domain/post-edit";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { valueOrThrow } from "../errors";
import { getPost, listPosts, updatePost } from "../library";
import { voiceChoice } from "../voices";
import { postView } from "./post-view";
import { type McpCaller, runTool, toolResult } from "./results";
import { problemOfEdit } from "./validation";

export const listInput = z.object({
  q: z.string().optional().describe("Words to search for in title, topic, description, keywords"),
  type: z.enum(LIBRARY_TYPES).optional().describe("Only this content type (default all)"),
  sort: z.enum(LIBRARY_SORTS).optional().describe("Order (default newest)"),
  page: z.number().int().min(1).optional().describe(`Page, ${LIBRARY_PAGE_SIZE} posts each`),
});

const postId = z.string().describe("The post's id");

export const updateInput = z.object({
  id: postId,
  version: z
    .string()
    .optional()
    .describe(
      "The post's version as read_post gave it: refused if the post changed since (recommended)",
    ),
  title: z.string().optional().describe(`At most ${POST_EDIT_MAX_LENGTH.title} characters`),
  content: z.string().optional().describe("The body as HTML (sanitised when stored)"),
  topic: z.string().optional(),
  description: z.string().optional(),
  keywords: z.union([z.string(), z.array(z.string())]).optional(),
  tone: z.string().optional(),
  audience: z.string().optional(),
  metaDescription: z.string().optional().describe("At most 160 characters; blank removes it"),
  voiceId: z.string().optional().describe("A learned voice's id, or 'none' to clear it"),
});

/** What an update leaves out keeps its stored value (the editor's form always sends them all). */
function formOf(
  stored: Awaited<ReturnType<typeof getPost>>,
  args: z.infer<typeof updateInput>,
): Record<string, unknown> {
  const keywords = args.keywords ?? stored.keywords;
  return {
    title: args.title ?? stored.title,
    topic: args.topic ?? stored.topic ?? "",
    description: args.description ?? stored.description ?? "",
    keywords: Array.isArray(keywords) ? keywords.join(", ") : keywords,
    tone: args.tone ?? stored.tone ?? "",
    audience: args.audience ?? stored.audience ?? "",
    content: args.content ?? stored.content,
    ...(args.metaDescription === undefined ? {} : { metaDescription: args.metaDescription }),
    ...(args.voiceId === undefined ? {} : { voiceId: args.voiceId }),
    // Without the caller's version, the one read here: a save in between is not overwritten.
    version: args.version ?? stored.updatedAt.toISOString(),
  };
}

/** list_posts, read_post and update_post: the Library's and the editor's own functions. */
export function registerPosts(server: McpServer, caller: McpCaller) {
  server.registerTool(
    "list_posts",
    {
      title: "List posts",
      description: `One page (${LIBRARY_PAGE_SIZE} posts) of the user's library, searched, filtered and sorted as the Library screen does (needs the "read" scope).`,
      inputSchema: listInput,
      annotations: { readOnlyHint: true },
    },
    (args) =>
      runTool(caller, "list_posts", "read", async () => {
        const page = await listPosts(caller.user, libraryQuerySchema.parse(args));
        return toolResult({
          ...page,
          items: page.items.map((item) => ({
            ...item,
            createdAt: item.createdAt.toISOString(),
            updatedAt: item.updatedAt.toISOString(),
          })),
        });
      }),
  );

  server.registerTool(
    "read_post",
    {
      title: "Read a post",
      description:
        'One of the user\'s posts with its body as HTML and its version (for update_post); needs the "read" scope.',
      inputSchema: z.object({ id: postId }),
      annotations: { readOnlyHint: true },
    },
    (args) =>
      runTool(caller, "read_post", "read", async () => {
        const post = postView(await getPost(caller.user, args.id));
        return toolResult(post, `# ${post.title}\n\n${post.content}`);
      }),
  );

  server.registerTool(
    "update_post",
    {
      title: "Update a post",
      description:
        "Changes fields of one of the user's posts as the editor's save does (the body sanitised, words counted, the report made again, a version recorded); fields left out keep their value. Needs the \"edit\" scope.",
      inputSchema: updateInput,
      annotations: { destructiveHint: false, idempotentHint: false },
    },
    (args) =>
      runTool(caller, "update_post", "edit", async () => {
        const { user } = caller;
        const stored = await getPost(user, args.id);
        const parsed = postEditSchema.safeParse(formOf(stored, args));
        const input = valueOrThrow(
          parsed.success ? { ok: true, value: parsed.data } : problemOfEdit(parsed.error),
        );
        const voice = await voiceChoice(user, input.voiceId);
        const saved = await updatePost(user, args.id, input, voice);
        return toolResult(postView(saved), `Saved "${saved.title}" (${saved.wordCount} words).`);
      }),
  );
}
