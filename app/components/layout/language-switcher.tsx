import { LANGUAGES } from "@domain/languages";
import { Languages } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useFetcher, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/use-root-data";

/**
 * Changes the interface language (ADR 0014). With JavaScript the change is immediate and
 * remembered by the browser (local storage and the cookie the server reads), and a signed-in
 * user's choice is saved to their profile in the background; without it the form stores the
 * choice on the server (cookie, profile) and comes back to this page.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const signedIn = Boolean(useRootData()?.user);
  const save = useFetcher();
  const id = useId();
  const choose = (language: string) => {
    void i18n.changeLanguage(language);
    if (signedIn) void save.submit({ language }, { method: "post", action: "/preferences" });
  };
  return (
    <Form
      method="post"
      action="/preferences"
      className={cn("flex items-center gap-2", className)}
      reloadDocument
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Languages aria-hidden className="size-4 shrink-0" />
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <select
        id={id}
        name="language"
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => choose(event.target.value)}
        className="rounded-md border border-input bg-background px-2 py-1 text-foreground text-sm"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="underline">
          {t("language.apply")}
        </button>
      </noscript>
    </Form>
  );
}
