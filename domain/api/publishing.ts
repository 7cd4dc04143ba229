/**
 * Publishing to the writer's sites (issue 31): connections (the Publishing screen) and a post's
 * publications (the post view's panel, the library's dialog). The public API shares them:
 * `/api/v1/connections...` and `/api/v1/posts/:id/publications...`, read to list, publish to change
 * anything or to publish.
 */
import { z } from "zod";
import {
  type CreateConnectionInput,
  connectionSchema,
  createConnectionSchema,
  type PublishInput,
  parseCreateConnection,
  parsePublish,
  parseUpdateConnection,
  publicationSchema,
  publishSchema,
  type UpdateConnectionInput,
  updateConnectionSchema,
} from "../publishing";
import { contract } from "./contract";
import { deletedResponseSchema } from "./post";

export const connectionListResponseSchema = z.object({ connections: z.array(connectionSchema) });
export type ConnectionListResponse = z.infer<typeof connectionListResponseSchema>;

/**
 * A connection made. `secret` only for a webhook connection: the signing secret the server made,
 * shown this once (a WordPress or Ghost credential is the user's own and never sent back).
 */
export const createdConnectionResponseSchema = z.object({
  connection: connectionSchema,
  secret: z.string().nullable(),
});
export type CreatedConnectionResponse = z.infer<typeof createdConnectionResponseSchema>;

export const connectionResponseSchema = z.object({ connection: connectionSchema });
export type ConnectionResponse = z.infer<typeof connectionResponseSchema>;

export const publicationListResponseSchema = z.object({ publications: z.array(publicationSchema) });
export type PublicationListResponse = z.infer<typeof publicationListResponseSchema>;

export const publicationResponseSchema = z.object({ publication: publicationSchema });
export type PublicationResponse = z.infer<typeof publicationResponseSchema>;

export const listConnections = contract({
  id: "listConnections",
  method: "GET",
  path: "/api/connections",
  summary: "The user's publishing connections, newest first (never their credentials)",
  access: "user",
  answer: { kind: "json", schema: connectionListResponseSchema },
  errors: [],
  v1: { scope: "read" },
});

export const createConnection = contract({
  id: "createConnection",
  method: "POST",
  path: "/api/connections",
  summary: "Connect a WordPress site, a Ghost site or a signed webhook",
  access: "user",
  body: {
    schema: createConnectionSchema as unknown as z.ZodType<CreateConnectionInput>,
    parse: parseCreateConnection,
  },
  answer: { kind: "json", schema: createdConnectionResponseSchema, status: 201 },
  errors: ["INVALID_INPUT", "CONNECTION_LIMIT"],
  v1: { scope: "publish" },
});

export const updateConnection = contract({
  id: "updateConnection",
  method: "PATCH",
  path: "/api/connections/:id",
  summary: "Change a connection (a new credential replaces the stored one)",
  access: "user",
  body: {
    schema: updateConnectionSchema as unknown as z.ZodType<UpdateConnectionInput>,
    parse: parseUpdateConnection,
  },
  answer: { kind: "json", schema: connectionResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND"],
  v1: { scope: "publish" },
});

export const deleteConnection = contract({
  id: "deleteConnection",
  method: "DELETE",
  path: "/api/connections/:id",
  summary: "Delete a connection and its publications' records (the sites keep their posts)",
  access: "user",
  answer: { kind: "json", schema: deletedResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "publish" },
});

export const testConnection = contract({
  id: "testConnection",
  method: "POST",
  path: "/api/connections/:id/test",
  summary: "Test a connection: address, TLS, credentials and permission to publish",
  access: "user",
  answer: { kind: "json", schema: connectionResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "publish" },
});

export const listPostPublications = contract({
  id: "listPostPublications",
  method: "GET",
  path: "/api/posts/:id/publications",
  summary: "Where a post is published: each site, its address and the last result",
  access: "user",
  answer: { kind: "json", schema: publicationListResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});

export const publishPost = contract({
  id: "publishPost",
  method: "POST",
  path: "/api/posts/:id/publications",
  summary: "Publish a post on a connection now, as a draft there, or at a date and time",
  access: "user",
  body: {
    schema: publishSchema as unknown as z.ZodType<PublishInput>,
    parse: parsePublish,
  },
  answer: { kind: "json", schema: publicationResponseSchema, status: 202 },
  errors: ["INVALID_INPUT", "NOT_FOUND", "SCHEDULE_LIMIT"],
  v1: { scope: "publish" },
});

export const cancelPublication = contract({
  id: "cancelPublication",
  method: "POST",
  path: "/api/posts/:id/publications/:publicationId/cancel",
  summary: "Cancel a scheduled publication (a post already on the site stays there)",
  access: "user",
  answer: { kind: "json", schema: publicationResponseSchema },
  errors: ["NOT_FOUND", "INVALID_INPUT"],
  v1: { scope: "publish" },
});

export const listPublications = contract({
  id: "listPublications",
  method: "GET",
  path: "/api/publications",
  summary: "The user's publications across posts (scheduled first, then newest)",
  access: "user",
  answer: { kind: "json", schema: publicationListResponseSchema },
  errors: [],
  v1: { scope: "read" },
});
