/**
 * Publishing to the writer's sites (issue 31, docs/decisions/0032-publishing.md): connections to a
 * WordPress site (application password, REST API), a Ghost site (Admin API key) or a generic signed
 * webhook, and publications (a post on one connection: published, a draft there, or scheduled).
 * Shared by the contracts (domain/api/publishing.ts), the server module (server/publishing) and the
 * Publishing screen, the post view's panel and the library's dialog.
 */
import { z } from "zod";
import type { ParseResult } from "./api/errors";
import { problemOf } from "./generation-input";

export const PLATFORMS = ["wordpress", "ghost", "webhook"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** What a publication asks for: live now, a draft on the site, or live at a date and time. */
export const PUBLISH_MODES = ["publish", "draft", "schedule"] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];

/**
 * A publication's state: `scheduled` (waiting for its time), `queued` (its job is waiting for a
 * worker), `publishing` (an attempt is running), `retrying` (an attempt failed and another will
 * run after a backoff), `published` (the site has it: live or a draft there, see `remoteStatus`),
 * `failed` (every attempt failed, or the site refused it for good), `cancelled` (a schedule the
 * writer cancelled).
 */
export const PUBLICATION_STATUSES = [
  "scheduled",
  "queued",
  "publishing",
  "retrying",
  "published",
  "failed",
  "cancelled",
] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** The post's state on the site: live, a draft, or scheduled by the site itself. */
export const REMOTE_STATUSES = ["live", "draft"] as const;
export type RemoteStatus = (typeof REMOTE_STATUSES)[number];

/** The SEO plugin a WordPress site runs, found by Test connection (its REST namespace). */
export const SEO_PLUGINS = ["yoast", "rankmath"] as const;
export type SeoPlugin = (typeof SEO_PLUGINS)[number];

/**
 * The documented post meta keys written for each SEO plugin: Yoast SEO's `_yoast_wpseo_*` and Rank
 * Math's `rank_math_*`. WordPress accepts them through the posts endpoint's `meta` only where the
 * site registers them for the REST API; the answer is read back and a key not stored is a note.
 */
export const SEO_META_KEYS: Record<
  SeoPlugin,
  { description: string; canonical: string; focusKeyword: string; title: string }
> = {
  yoast: {
    description: "_yoast_wpseo_metadesc",
    canonical: "_yoast_wpseo_canonical",
    focusKeyword: "_yoast_wpseo_focuskw",
    title: "_yoast_wpseo_title",
  },
  rankmath: {
    description: "rank_math_description",
    canonical: "rank_math_canonical_url",
    focusKeyword: "rank_math_focus_keyword",
    title: "rank_math_title",
  },
};

export const CONNECTION_NAME_MAX = 80;
export const SITE_URL_MAX = 2000;
export const USERNAME_MAX = 200;
export const SECRET_MAX = 500;
/** Ghost's custom_excerpt limit (the shortest of the platforms'). */
export const EXCERPT_MAX = 300;
/** How far ahead a publication may be scheduled. */
export const SCHEDULE_MAX_DAYS = 366;
/** A schedule must be at least this far in the future when it is made. */
export const SCHEDULE_MIN_SECONDS = 60;
/** Characters of the platform's own message kept with a publication. */
export const PLATFORM_MESSAGE_KEPT = 500;
/** Bytes of a featured image fetched to upload to WordPress. */
export const FEATURED_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Headers of a generic webhook connection's deliveries (the signature as issue 30's webhooks). */
export const PUBLISH_WEBHOOK_EVENT = "post.publish";
export const PUBLISH_WEBHOOK_TEST_EVENT = "connection.test";

/** Every message key the server sends about publishing (locale namespace `publishing`). */
export const PUBLISHING_MESSAGES = {
  // Input
  platformInvalid: "publishing:errors.platformInvalid",
  nameRequired: "publishing:errors.nameRequired",
  nameTooLong: "publishing:errors.nameTooLong",
  siteUrlRequired: "publishing:errors.siteUrlRequired",
  siteUrlInvalid: "publishing:errors.siteUrlInvalid",
  siteUrlHttps: "publishing:errors.siteUrlHttps",
  siteUrlRefused: "publishing:errors.siteUrlRefused",
  usernameRequired: "publishing:errors.usernameRequired",
  secretRequired: "publishing:errors.secretRequired",
  secretTooLong: "publishing:errors.secretTooLong",
  /** A Ghost Admin API key is `{24 hex id}:{64 hex secret}`. */
  ghostKeyInvalid: "publishing:errors.ghostKeyInvalid",
  modeInvalid: "publishing:errors.modeInvalid",
  connectionRequired: "publishing:errors.connectionRequired",
  scheduleRequired: "publishing:errors.scheduleRequired",
  scheduleInvalid: "publishing:errors.scheduleInvalid",
  scheduleInPast: "publishing:errors.scheduleInPast",
  scheduleTooFar: "publishing:errors.scheduleTooFar",
  canonicalInvalid: "publishing:errors.canonicalInvalid",
  imageUrlInvalid: "publishing:errors.imageUrlInvalid",
  // Records
  notFound: "publishing:errors.notFound",
  publicationNotFound: "publishing:errors.publicationNotFound",
  /** {{count}}: the plan's connections. */
  connectionLimit: "publishing:errors.connectionLimit",
  /** {{count}}: the plan's scheduled posts. */
  scheduleLimit: "publishing:errors.scheduleLimit",
  notScheduled: "publishing:errors.notScheduled",
  postEmpty: "publishing:errors.postEmpty",
  /** The stored credentials cannot be decrypted with the server's key: enter them again. */
  cannotDecrypt: "publishing:errors.cannotDecrypt",
  // What a site did ({{host}}, {{url}}, {{status}}, {{code}}, {{message}} as named)
  /** {{host}} has no address in DNS. */
  unresolved: "publishing:errors.unresolved",
  /** {{host}}: no connection (refused, reset, closed). */
  unreachable: "publishing:errors.unreachable",
  /** {{host}}: the address is loopback/private, refused. */
  addressRefused: "publishing:errors.addressRefused",
  /** {{host}} {{code}}: the TLS certificate was refused (expired, self-signed, wrong name). */
  tls: "publishing:errors.tls",
  /** {{host}}: no answer within the time. */
  timeout: "publishing:errors.timeout",
  /** {{url}}: no WordPress REST API there (/wp-json/ not found or not WordPress). */
  notWordPress: "publishing:errors.notWordPress",
  /** {{url}}: no Ghost Admin API there. */
  notGhost: "publishing:errors.notGhost",
  /** {{status}} {{message}}: the site refused the user name and application password / key. */
  credentials: "publishing:errors.credentials",
  /** {{message}}: signed in, but the account may not publish posts. */
  permissions: "publishing:errors.permissions",
  /** {{status}} {{code}} {{message}}: the site refused the request with its own message. */
  platform: "publishing:errors.platform",
  /** {{status}}: a webhook endpoint answered with a non-2xx status. */
  webhookStatus: "publishing:errors.webhookStatus",
  /** {{status}}: the site answered something that is not what its API documents. */
  badAnswer: "publishing:errors.badAnswer",
  /** {{status}}: the site asks to slow down (429); retried. */
  rateLimited: "publishing:errors.rateLimited",
  /** {{location}}: the site answered with a redirect (Inkwell follows none): use that address. */
  redirected: "publishing:errors.redirected",
  /** A publication whose last attempt died with its worker. */
  abandoned: "publishing:errors.abandoned",
  // Notes: the publication succeeded with less than asked
  /** {{plugin}}: the SEO plugin's meta keys were not stored by the site. */
  seoNotStored: "publishing:notes.seoNotStored",
  /** No SEO plugin: no meta description or canonical field on a WordPress site. */
  noSeoPlugin: "publishing:notes.noSeoPlugin",
  /** {{message}}: the featured image could not be sent. */
  imageFailed: "publishing:notes.imageFailed",
  /** {{count}}: internal links to posts not published on this site were sent as plain text. */
  linksUnmapped: "publishing:notes.linksUnmapped",
  /** {{count}}: internal links pointed at the site's addresses of the linked posts. */
  linksMapped: "publishing:notes.linksMapped",
  /** The post Inkwell had published was deleted on the site: a new one was made. */
  remoteGone: "publishing:notes.remoteGone",
  /** {{plugin}}: the SEO plugin's fields were written. */
  seoWritten: "publishing:notes.seoWritten",
} as const;

/** A message key with its parameters, as stored with a connection's test or a publication. */
export const messageSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type PublishingMessage = z.infer<typeof messageSchema>;

const siteUrl = z
  .string({ error: PUBLISHING_MESSAGES.siteUrlRequired })
  .trim()
  .min(1, PUBLISHING_MESSAGES.siteUrlRequired)
  .max(SITE_URL_MAX, PUBLISHING_MESSAGES.siteUrlInvalid)
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return (
        (parsed.protocol === "https:" || parsed.protocol === "http:") &&
        !parsed.username &&
        !parsed.password &&
        !parsed.search &&
        !parsed.hash
      );
    } catch {
      return false;
    }
  }, PUBLISHING_MESSAGES.siteUrlInvalid)
  // One form for a site: no trailing slash ("https://example.com/blog").
  .transform((value) => value.replace(/\/+$/, ""));

const name = z
  .string({ error: PUBLISHING_MESSAGES.nameRequired })
  .trim()
  .min(1, PUBLISHING_MESSAGES.nameRequired)
  .max(CONNECTION_NAME_MAX, PUBLISHING_MESSAGES.nameTooLong);

const secret = z
  .string({ error: PUBLISHING_MESSAGES.secretRequired })
  .trim()
  .min(1, PUBLISHING_MESSAGES.secretRequired)
  .max(SECRET_MAX, PUBLISHING_MESSAGES.secretTooLong);

const username = z.string().trim().max(USERNAME_MAX, PUBLISHING_MESSAGES.usernameRequired);

export const GHOST_KEY = /^[0-9a-f]{24}:[0-9a-f]{64}$/i;

/**
 * A new connection. `secret` is the WordPress application password (spaces allowed, as WordPress
 * shows it), the Ghost Admin API key, or, for a webhook, left empty: the server makes the signing
 * secret and shows it once. `username` is WordPress's user name (required there only).
 */
export const createConnectionSchema = z
  .object({
    platform: z.enum(PLATFORMS, { error: PUBLISHING_MESSAGES.platformInvalid }),
    name,
    siteUrl,
    username: username.optional().default(""),
    secret: z.string().trim().max(SECRET_MAX, PUBLISHING_MESSAGES.secretTooLong).default(""),
  })
  .superRefine((value, ctx) => {
    if (value.platform === "wordpress" && value.username === "")
      ctx.addIssue({
        code: "custom",
        path: ["username"],
        message: PUBLISHING_MESSAGES.usernameRequired,
      });
    if (value.platform !== "webhook" && value.secret === "")
      ctx.addIssue({
        code: "custom",
        path: ["secret"],
        message: PUBLISHING_MESSAGES.secretRequired,
      });
    if (value.platform === "ghost" && value.secret !== "" && !GHOST_KEY.test(value.secret))
      ctx.addIssue({
        code: "custom",
        path: ["secret"],
        message: PUBLISHING_MESSAGES.ghostKeyInvalid,
      });
  });
export type CreateConnectionInput = z.infer<typeof createConnectionSchema>;

/** A change: any field; a new `secret` replaces the stored one (never shown). */
export const updateConnectionSchema = z.object({
  name: name.optional(),
  siteUrl: siteUrl.optional(),
  username: username.optional(),
  secret: secret.optional(),
});
export type UpdateConnectionInput = z.infer<typeof updateConnectionSchema>;

const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(SITE_URL_MAX, message)
    .refine((value) => {
      if (value === "") return true;
      try {
        const parsed = new URL(value);
        return parsed.protocol === "https:" || parsed.protocol === "http:";
      } catch {
        return false;
      }
    }, message)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * Publish a post on one connection. `scheduledFor` (an ISO date-time with its offset) is required
 * for `schedule` and must be SCHEDULE_MIN_SECONDS to SCHEDULE_MAX_DAYS ahead (checked against the
 * server's clock by `checkSchedule`). `canonicalUrl` and `featuredImageUrl` override what the post
 * gives (none, and the body's first image).
 */
export const publishSchema = z
  .object({
    connectionId: z
      .string({ error: PUBLISHING_MESSAGES.connectionRequired })
      .uuid(PUBLISHING_MESSAGES.connectionRequired),
    mode: z.enum(PUBLISH_MODES, { error: PUBLISHING_MESSAGES.modeInvalid }),
    scheduledFor: z
      .string()
      .datetime({ offset: true, message: PUBLISHING_MESSAGES.scheduleInvalid })
      .optional(),
    canonicalUrl: optionalUrl(PUBLISHING_MESSAGES.canonicalInvalid),
    featuredImageUrl: optionalUrl(PUBLISHING_MESSAGES.imageUrlInvalid),
  })
  .superRefine((value, ctx) => {
    if (value.mode === "schedule" && !value.scheduledFor)
      ctx.addIssue({
        code: "custom",
        path: ["scheduledFor"],
        message: PUBLISHING_MESSAGES.scheduleRequired,
      });
  });
export type PublishInput = z.infer<typeof publishSchema>;

/** Whether a schedule is within its window from `now`: the message key of the problem, or null. */
export function checkSchedule(scheduledFor: Date, now = new Date()): string | null {
  const ahead = scheduledFor.getTime() - now.getTime();
  if (ahead < SCHEDULE_MIN_SECONDS * 1000) return PUBLISHING_MESSAGES.scheduleInPast;
  if (ahead > SCHEDULE_MAX_DAYS * 86_400_000) return PUBLISHING_MESSAGES.scheduleTooFar;
  return null;
}

function parseWith<T>(schema: z.ZodType<T>, raw: unknown): ParseResult<T> {
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: problemOf(parsed.error) };
}

export const parseCreateConnection = (raw: unknown) => parseWith(createConnectionSchema, raw);
export const parseUpdateConnection = (raw: unknown) => parseWith(updateConnectionSchema, raw);
export const parsePublish = (raw: unknown) => parseWith(publishSchema, raw);

/** A connection as lists show it: never its credentials (only their last 4 characters). */
export const connectionSchema = z.object({
  id: z.string().uuid(),
  platform: z.enum(PLATFORMS),
  name: z.string(),
  siteUrl: z.string(),
  username: z.string(),
  /** "…abcd": the credential's last four characters, to recognise it by. */
  secretHint: z.string(),
  /** Found by the last successful Test connection (WordPress only). */
  seoPlugin: z.enum(SEO_PLUGINS).nullable(),
  lastTest: z
    .object({
      at: z.string(),
      ok: z.boolean(),
      /** What failed (or, on success, null). */
      error: messageSchema.nullable(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const publicationSchema = z.object({
  id: z.string().uuid(),
  postId: z.string().uuid(),
  postTitle: z.string(),
  connectionId: z.string().uuid(),
  connectionName: z.string(),
  platform: z.enum(PLATFORMS),
  mode: z.enum(PUBLISH_MODES),
  status: z.enum(PUBLICATION_STATUSES),
  scheduledFor: z.string().nullable(),
  /** The post's id and address on the site, once it has them (kept for every update). */
  remoteId: z.string().nullable(),
  remoteUrl: z.string().nullable(),
  remoteStatus: z.enum(REMOTE_STATUSES).nullable(),
  attempts: z.number().int(),
  /** The next attempt's time while `retrying`. */
  nextAttemptAt: z.string().nullable(),
  lastError: messageSchema.nullable(),
  /** What the last successful attempt did with less than asked (SEO fields, image, links). */
  notes: z.array(messageSchema),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;
