/**
 * Credentials and a document for the WordPress client's tests (server/publishing/platforms),
 * against the scripted site (tests/support/scripted-wordpress.ts).
 */
import type { PlatformCredentials, PublishDocument } from "../../server/publishing/platform";
import type { ScriptedWordPress } from "./scripted-wordpress";

export function wordpressCredentials(
  wp: ScriptedWordPress,
  overrides: Partial<PlatformCredentials> = {},
): PlatformCredentials {
  return {
    platform: "wordpress",
    siteUrl: wp.url,
    username: wp.options.username,
    secret: wp.options.password,
    ...overrides,
  };
}

export function wordpressDocument(overrides: Partial<PublishDocument> = {}): PublishDocument {
  return {
    postId: "00000000-0000-4000-8000-000000000001",
    title: "Cold brew at home",
    slug: "cold-brew-at-home",
    html: "<p>Cold brew is coffee steeped in cold water.</p>",
    excerpt: "Cold brew is coffee steeped in cold water.",
    metaDescription: "How to make cold brew coffee at home.",
    tags: ["coffee", "cold brew"],
    focusKeyword: "cold brew",
    featuredImage: null,
    canonicalUrl: null,
    language: "en",
    status: "live",
    ...overrides,
  };
}

export const firstPublish = {
  remoteId: null,
  previous: null,
  adoptSince: null,
  seoPlugin: null,
} as const;
