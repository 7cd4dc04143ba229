import { safeRedirect } from "@domain/safe-redirect";
import { data, redirect } from "react-router";
import { isSecure, languageCookie, themeCookie } from "~/lib/preferences.server";
import { isTheme } from "~/lib/theme";
import type { Route } from "./+types/preferences";

/** Public: stores the visitor's theme or language choice in a cookie, then goes back. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"));
  const theme = form.get("theme");
  const language = form.get("language");
  const headers = new Headers();
  if (isTheme(theme)) headers.append("Set-Cookie", themeCookie(theme, isSecure(request)));
  const langCookie =
    typeof language === "string" ? languageCookie(language, isSecure(request)) : null;
  if (langCookie) headers.append("Set-Cookie", langCookie);
  if (!headers.has("Set-Cookie")) return data({ error: "Validation Error" }, { status: 400 });
  return redirect(back, { headers });
}

export function loader() {
  return redirect("/");
}
