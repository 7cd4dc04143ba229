// URL values as logs and configuration errors may show them (issue 24, finding 10): never a
// password, a signature or a token, however malformed the value.

/**
 * Splits a URL-like value at the end of its user-info (`user:password@`), by hand so that it
 * works where `new URL` fails or misreads: a password may hold `/`, `?`, `#` or `@` unencoded,
 * so the user-info ends at the last `@`. Lenient on purpose: an `@` later in a path or query
 * hides more than needed, never less.
 */
function splitUserInfo(value: string): { scheme: string; userInfo: boolean; rest: string } {
  const slashes = value.indexOf("//");
  const from = slashes === -1 ? 0 : slashes + 2;
  const at = value.lastIndexOf("@");
  return at >= from
    ? { scheme: value.slice(0, from), userInfo: true, rest: value.slice(at + 1) }
    : { scheme: value.slice(0, from), userInfo: false, rest: value.slice(from) };
}

/** A URL-like value with its user-info shown as `***`, even when it does not parse. */
export function withoutUserInfo(value: string): string {
  const { scheme, userInfo, rest } = splitUserInfo(value);
  return `${scheme}${userInfo ? "***@" : ""}${rest}`;
}

/**
 * A URL-like value as a configuration error may print it: user-info and query (a password or a
 * signature may be in either) shown as `***`.
 */
export function redactedUrlValue(value: string): string {
  const shown = withoutUserInfo(value);
  const query = shown.indexOf("?", shown.indexOf("//") + 2);
  return query === -1 ? shown : `${shown.slice(0, query)}?***`;
}

/**
 * The host (and port) of a URL for a log line: never its user-info, path or query (a signed
 * download URL carries its signature there). `new URL` reads it when the value holds no `@`;
 * otherwise, or when it does not parse, it is read by hand after the user-info.
 */
export function hostForLog(value: string): string {
  if (!value.includes("@")) {
    try {
      const { host } = new URL(value);
      if (host) return host;
    } catch {
      // Read by hand below.
    }
  }
  const host = splitUserInfo(value).rest.split(/[/?#\\]/, 1)[0] ?? "";
  return host || "(no host)";
}
