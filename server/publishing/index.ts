/**
 * Publishing to the writer's sites (issue 31, docs/decisions/0032-publishing.md): connections with
 * sealed credentials, the platforms' clients, publications as durable jobs.
 */

export {
  checkSiteUrl,
  createConnection,
  deleteConnection,
  listConnections,
  testConnection,
  updateConnection,
} from "./connections";
export { configureCredentialsKey, openSecret, sealSecret, secretHint } from "./crypto";
export { buildDocument } from "./document";
export {
  abandonPublication,
  attemptPublication,
  PUBLISH_ABANDONED_QUEUE,
  registerPublishing,
} from "./jobs";
export {
  type ConnectionCheck,
  type PlatformClient,
  type PlatformCredentials,
  PlatformError,
  type PublishDocument,
  type RemotePost,
} from "./platform";
export {
  cancelPublication,
  listPostPublications,
  listPublications,
  PUBLISH_QUEUE,
  publishPost,
} from "./publications";
export {
  configurePublishing,
  nextAttemptEstimate,
  PUBLISHING_DEFAULTS,
  publishingSettings,
  publishRetryPolicy,
} from "./settings";
