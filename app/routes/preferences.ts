import { GENERATION_MESSAGES } from "@domain/generation-input";
import { isLanguage } from "@domain/languages";
import { safeRedirect } from "@domain/safe-redirect";
import { requestContext } from "@server/context";
import { InvalidInput } from "@server/errors";
import { readForm, toErrorResponse } from "@server/http";
import { saveLanguage } from "@server/profile";
import { data, redirect } from "react-router";
import { isSecure, languageCookie, themeCookie } from "~/lib/preferences.server";
import { isTheme } from "~/lib/theme";
import type { Route } from "./+types/preferences";

/**
 * Public: stores the visitor's theme or language choice in a cookie, and a signed-in user's
 * language in their profile too (so their other devices follow). A plain form post (no
 * JavaScript) names `redirectTo` and goes back there; the switcher's background save does not
 * and gets `{ ok: true }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const theme = form.get("theme");
  const language = form.get("language");
  const headers = new Headers();
  if (isTheme(theme)) headers.append("Set-Cookie", themeCookie(theme, isSecure(request)));
  if (isLanguage(language)) {
    headers.append("Set-Cookie", languageCookie(language, isSecure(request)));
    const { user } = context.get(requestContext);
    if (user) await saveLanguage(user, language);
  }
  if (!headers.has("Set-Cookie")) {
    // Neither a theme nor a language we know: the one error shape, like every other refusal.
    const problem = {
      title: GENERATION_MESSAGES.validationErrorTitle,
      message: GENERATION_MESSAGES.checkInput,
    };
    return toErrorResponse(new InvalidInput(problem), context);
  }
  const back = form.get("redirectTo");
  return back === null
    ? data({ ok: true }, { headers })
    : redirect(safeRedirect(back), { headers });
}

export function loader() {
  return redirect("/");
}
