/**
 * Publishing to the writer's sites (issue 31, docs/decisions/0032-publishing.md): connections with
 * sealed credentials, the platforms' clients, publications as durable jobs.
 */
export { configureCredentialsKey, openSecret, sealSecret, secretHint } from "./crypto";
export {
  type ConnectionCheck,
  type PlatformClient,
  type PlatformCredentials,
  PlatformError,
  type PublishDocument,
  type RemotePost,
} from "./platform";
