import { TOAST_COOKIE as COOKIE, TOAST_COOKIE_SECONDS } from "@domain/site/cookies";
import { parseCookie, stringifySetCookie } from "cookie";
import type { FlashToast } from "./toast";

/** The Set-Cookie value that carries a toast to the next page the browser loads. */
export function flashToast(toast: FlashToast): string {
  return stringifySetCookie({
    name: COOKIE,
    value: JSON.stringify(toast),
    path: "/",
    maxAge: TOAST_COOKIE_SECONDS,
    sameSite: "lax",
    httpOnly: true,
  });
}

/** Reads the pending toast (if any) and the Set-Cookie value that clears it. */
export function takeToast(request: Request): { toast: FlashToast | null; clear: string | null } {
  const raw = parseCookie(request.headers.get("Cookie") ?? "")[COOKIE];
  if (!raw) return { toast: null, clear: null };
  const clear = stringifySetCookie({ name: COOKIE, value: "", path: "/", maxAge: 0 });
  try {
    const value = JSON.parse(raw) as Partial<FlashToast>;
    if ((value.kind === "success" || value.kind === "error") && typeof value.title === "string") {
      return {
        toast: {
          kind: value.kind,
          title: value.title.slice(0, 200),
          description: value.description?.slice(0, 500),
        },
        clear,
      };
    }
  } catch {
    // A malformed cookie is dropped.
  }
  return { toast: null, clear };
}
