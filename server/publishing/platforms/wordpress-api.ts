/**
 * The WordPress REST API as the client speaks it (docs/decisions/0032-publishing.md "WordPress"):
 * the API root found at `/wp-json/` or, where pretty permalinks are off, `/?rest_route=/`; Basic
 * auth with the user name and the application password (its spaces removed); every request
 * through `siteRequest`; every answer that is not a success turned into the PlatformError the
 * writer reads. The application password never reaches a message: only the site's own `message`.
 */
import { PUBLISHING_MESSAGES, type SeoPlugin } from "@domain/publishing";
import { platformText, type SiteAnswer, type SiteRequest, siteRequest } from "../http";
import { type PlatformCredentials, PlatformError } from "../platform";

/** The SEO plugins' REST namespaces, in the order one is chosen when a site runs both. */
const SEO_NAMESPACES: [SeoPlugin, string][] = [
  ["yoast", "yoast/v1"],
  ["rankmath", "rankmath/v1"],
];

export type WordPressApi = {
  /** The site's address without a trailing slash. */
  site: string;
  /** Whether routes are under `/wp-json` or in `?rest_route=`. */
  pretty: boolean;
  authorization: string;
  seoPlugin: SeoPlugin | null;
};

type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const header = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? "";

/** `Basic` with the application password as WordPress accepts it (spaces are for reading). */
export function basicAuth(credentials: PlatformCredentials): string {
  const password = credentials.secret.replace(/\s+/g, "");
  return `Basic ${Buffer.from(`${credentials.username}:${password}`, "utf8").toString("base64")}`;
}

/** The address of a REST route on the site, in the form the site answers. */
export function routeUrl(
  api: Pick<WordPressApi, "site" | "pretty">,
  route: string,
  query: Record<string, string> = {},
): URL {
  const url = api.pretty ? new URL(`${api.site}/wp-json${route}`) : new URL(`${api.site}/`);
  if (!api.pretty) url.searchParams.set("rest_route", route);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

/**
 * The PlatformError an answer that is not a success stands for: a redirect (Inkwell follows
 * none), the credentials refused, a permission missing, the site busy (retried), or the site's
 * own refusal with its code and message.
 */
export function answerError(answer: SiteAnswer): PlatformError {
  const { status } = answer;
  if (status >= 300 && status < 400)
    return new PlatformError(PUBLISHING_MESSAGES.redirected, {
      location: header(answer.headers.location),
    });
  if (status === 429) return new PlatformError(PUBLISHING_MESSAGES.rateLimited, { status }, true);
  const body = isObject(answer.json) ? answer.json : null;
  const message = platformText(body?.message);
  // A 401 is the credentials refused, with WordPress's message or (a server's own Basic auth
  // in front of the site) without one.
  if (status === 401)
    return new PlatformError(PUBLISHING_MESSAGES.credentials, { status, message });
  if (!body || typeof body.message !== "string")
    return new PlatformError(PUBLISHING_MESSAGES.badAnswer, { status }, status >= 500);
  if (status === 403) return new PlatformError(PUBLISHING_MESSAGES.permissions, { message });
  const code = typeof body.code === "string" ? body.code : "";
  return new PlatformError(PUBLISHING_MESSAGES.platform, { status, code, message }, status >= 500);
}

type CallOptions = {
  query?: Record<string, string>;
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
};

/** One REST call's answer, whatever its status. */
export function rawCall(
  api: WordPressApi,
  method: "GET" | "POST",
  route: string,
  options: CallOptions = {},
): Promise<SiteAnswer> {
  const request: SiteRequest = {
    method,
    headers: { authorization: api.authorization, accept: "application/json", ...options.headers },
  };
  if (options.json !== undefined) {
    request.body = JSON.stringify(options.json);
    request.headers = { ...request.headers, "content-type": "application/json" };
  } else if (options.body) request.body = options.body;
  return siteRequest(routeUrl(api, route, options.query), request);
}

/** One REST call: the answer when it is a 2xx with JSON, else the PlatformError it stands for. */
export async function call(
  api: WordPressApi,
  method: "GET" | "POST",
  route: string,
  options: CallOptions = {},
): Promise<SiteAnswer> {
  const answer = await rawCall(api, method, route, options);
  if (answer.status < 200 || answer.status >= 300) throw answerError(answer);
  if (answer.json === undefined)
    throw new PlatformError(PUBLISHING_MESSAGES.badAnswer, { status: answer.status });
  return answer;
}

/** The root's namespaces when this answer is WordPress's API root, else null. */
function namespacesOf(answer: SiteAnswer): string[] | null {
  if (answer.status !== 200 || !isObject(answer.json)) return null;
  const namespaces = answer.json.namespaces;
  if (!Array.isArray(namespaces) || !namespaces.includes("wp/v2")) return null;
  return namespaces.filter((value): value is string => typeof value === "string");
}

/**
 * Finds the REST API: `/wp-json/`, then `/?rest_route=/`. A redirect is the writer's to fix (the
 * address they entered is not the site's), credentials refused at the root (a site that closes
 * its API to visitors) are said as such, anything else that is not WordPress's root is
 * `notWordPress`.
 */
export async function discover(credentials: PlatformCredentials): Promise<WordPressApi> {
  const site = credentials.siteUrl.replace(/\/+$/, "");
  const authorization = basicAuth(credentials);
  for (const pretty of [true, false]) {
    const answer = await siteRequest(routeUrl({ site, pretty }, "/"), {
      headers: { authorization, accept: "application/json" },
    });
    const { status } = answer;
    if ((status >= 300 && status < 400) || status === 401 || status === 429 || status >= 500)
      throw answerError(answer);
    // A security plugin closing the REST API answers WordPress's own 403 (rest_cannot_access...).
    if (status === 403 && isObject(answer.json) && String(answer.json.code).startsWith("rest_"))
      throw answerError(answer);
    const namespaces = namespacesOf(answer);
    if (namespaces) {
      const plugin = SEO_NAMESPACES.find(([, namespace]) => namespaces.includes(namespace));
      return { site, pretty, authorization, seoPlugin: plugin?.[0] ?? null };
    }
  }
  throw new PlatformError(PUBLISHING_MESSAGES.notWordPress, { url: site });
}
