/** Names of values that carry a one-time credential (OAuth and OpenID Connect). */
const SECRET_NAMES = new Set([
  "code",
  "state",
  "id_token",
  "access_token",
  "refresh_token",
  "code_verifier",
  "token",
]);

/**
 * A request URL as the access log writes it: the values of credential-bearing query parameters
 * (an OAuth callback's `code` and `state`) replaced, so a log reader cannot replay a sign-in.
 */
export function redactedUrl(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const params = url
    .slice(query + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=")[0] ?? "";
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as it is (it is not one of ours).
      }
      return SECRET_NAMES.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join("&")}`;
}

/**
 * Details a library logs (better-auth's errors carry the `state` they could not read), as plain
 * data with the values of credential-bearing fields replaced.
 */
export function withoutCredentials(details: unknown): unknown {
  try {
    return JSON.parse(
      // `code` in logged details is an error's code; the OAuth code travels in URLs.
      JSON.stringify(details, (key, value) =>
        key !== "code" && SECRET_NAMES.has(key.toLowerCase()) ? "[redacted]" : value,
      ),
    );
  } catch {
    return "[unloggable details]";
  }
}
