/**
 * A redirect target that stays on this site: a path starting with one "/", never "//" or "/\"
 * (which browsers treat as another host). Anything else gives the fallback.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters could smuggle a second URL past the checks above.
  for (const char of target) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  return target;
}
