import { LANGUAGES } from "@domain/languages";
import { Languages } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";

/**
 * Changes the interface language. With JavaScript the change is immediate (and remembered by the
 * browser); without it the form stores the choice in a cookie on the server.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const id = useId();
  return (
    <Form method="post" action="/preferences" className="flex items-center gap-2" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Languages aria-hidden className="size-4" />
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <select
        id={id}
        name="language"
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
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
