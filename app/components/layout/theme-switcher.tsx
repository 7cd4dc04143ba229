import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { cn } from "~/lib/cn";
import { THEMES, type Theme } from "~/lib/theme";

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/** Light, dark or the system's theme, kept in a cookie so the server renders it. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const root = useRouteLoaderData<{ theme: Theme }>("root");
  const pending = fetcher.formData?.get("theme");
  const current = (typeof pending === "string" ? pending : root?.theme) ?? "system";
  return (
    <fetcher.Form method="post" action="/preferences" className="flex items-center gap-1">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <fieldset className="flex items-center gap-1 rounded-md border p-0.5">
        <legend className="sr-only">{t("theme.label")}</legend>
        {THEMES.map((theme) => {
          const Icon = ICONS[theme];
          return (
            <button
              key={theme}
              type="submit"
              name="theme"
              value={theme}
              aria-pressed={current === theme}
              title={t(`theme.${theme}`)}
              className={cn(
                "rounded p-1.5 text-muted-foreground hover:text-foreground",
                current === theme && "bg-accent text-foreground",
              )}
            >
              <Icon aria-hidden className="size-4" />
              <span className="sr-only">{t(`theme.${theme}`)}</span>
            </button>
          );
        })}
      </fieldset>
    </fetcher.Form>
  );
}
