/**
 * What every publishing platform's client does (issue 31, docs/decisions/0032-publishing.md):
 * check a connection, and create or update one post. The clients (platforms/wordpress.ts,
 * platforms/ghost.ts, platforms/webhook.ts) speak the site's documented API through the safe
 * fetcher's connection rules (server/sources `checkAddress`/`checkedAgent`: loopback and private
 * addresses refused unless the test-only allow-list names them), never follow redirects, and
 * throw a PlatformError for everything that went wrong, with the message key the user reads.
 */
import type { Platform, PublishingMessage, RemoteStatus, SeoPlugin } from "@domain/publishing";
import type { BuiltDocument } from "@domain/publishing-document";

/** A connection's decrypted credentials, only ever in memory while a request or job runs. */
export type PlatformCredentials = {
  platform: Platform;
  siteUrl: string;
  /** WordPress's user name; "" elsewhere. */
  username: string;
  /** The application password, the Ghost Admin API key, or the webhook's signing secret. */
  secret: string;
};

/** The post as every platform receives it, built by server/publishing/document.ts. */
export type PublishDocument = BuiltDocument;

/** What the site holds after a create or an update. */
export type RemotePost = {
  id: string;
  url: string;
  status: RemoteStatus;
  /** Done with less than asked (SEO fields not stored, the image not sent...). */
  notes: PublishingMessage[];
  /** WordPress: the uploaded featured image's media id and source, kept to not upload it again. */
  media?: { id: string; sourceUrl: string } | null;
};

export type ConnectionCheck = {
  /** WordPress: the SEO plugin found among the site's REST namespaces. */
  seoPlugin: SeoPlugin | null;
};

/**
 * A failure the user reads. `retry`: whether trying again later may succeed (no answer, a
 * timeout, 429, 5xx); a refusal of the credentials, a permission or a 4xx is final.
 */
export class PlatformError extends Error {
  constructor(
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly retry = false,
  ) {
    super(`${messageKey} ${JSON.stringify(params)}`);
    this.name = "PlatformError";
  }

  toMessage(): PublishingMessage {
    return Object.keys(this.params).length > 0
      ? { key: this.messageKey, params: this.params }
      : { key: this.messageKey };
  }
}

export type PlatformClient = {
  /**
   * Test connection: the address answers as this platform (or, for a webhook, answers a signed
   * test event with 2xx), the credentials are accepted, and the account may publish posts.
   */
  check(credentials: PlatformCredentials): Promise<ConnectionCheck>;
  /**
   * Creates the post, or, with `remoteId`, updates that post (never a new one). `previous` is
   * what the last success stored (the media already uploaded). `adoptSince`: a create whose
   * earlier attempt may have reached the site before its answer was lost; the client first looks
   * for a post with the document's slug created at or after that time and updates it instead.
   */
  publish(
    credentials: PlatformCredentials,
    document: PublishDocument,
    options: {
      remoteId: string | null;
      previous: { media: { id: string; sourceUrl: string } | null } | null;
      adoptSince: Date | null;
      seoPlugin: SeoPlugin | null;
    },
  ): Promise<RemotePost>;
};
