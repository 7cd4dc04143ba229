import { APP_NAME } from "@domain/app";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "./language-switcher";
import { ThemeSwitcher } from "./theme-switcher";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-muted-foreground text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t("footer.copyright", { year: new Date().getUTCFullYear(), app: APP_NAME })}</p>
        <div className="flex flex-wrap items-center gap-4">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </div>
    </footer>
  );
}
