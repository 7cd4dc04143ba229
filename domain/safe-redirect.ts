/**
 * A redirect target that stays on this site: a path starting with one "/", never "//" or "/\"
 * (which browsers treat as another host). Anything else gives the fallback.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters could smuggle a second URL past the checks above.
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  return target;
}
