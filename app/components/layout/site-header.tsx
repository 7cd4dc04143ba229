import { APP_NAME } from "@domain/app";
import { Menu, PenLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { useRootData } from "~/lib/use-root-data";
import { SiteUserMenu } from "./site-user-menu";

const SECTIONS = [
  { to: "/#features", key: "nav.features" },
  { to: "/#pricing", key: "nav.pricing" },
  { to: "/#why-choose", key: "nav.whyChoose" },
  { to: "/about", key: "nav.about" },
] as const;

const button =
  "inline-flex h-9 items-center justify-center rounded-md px-3 font-medium text-sm transition-colors";
export const primaryButton = `${button} bg-primary text-primary-foreground hover:bg-primary/90`;
export const ghostButton = `${button} hover:bg-accent hover:text-accent-foreground`;

/**
 * The public header (spec section 2): brand, section links, and the way in, or the signed-in
 * user's Dashboard link and menu. Works without JavaScript: the menus are <details>. Below
 * `sm` the Sign in link moves into the Menu, so the row fits a 375 px phone in every language.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  const links = SECTIONS.map((section) => (
    <Link
      key={section.to}
      to={section.to}
      reloadDocument
      className="text-muted-foreground transition-colors hover:text-foreground"
    >
      {t(section.key)}
    </Link>
  ));
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:gap-6 sm:px-6">
        <Link
          to="/"
          reloadDocument
          className="flex shrink-0 items-center gap-2 font-semibold text-lg"
          aria-label={t("nav.homeLabel", { app: APP_NAME })}
        >
          <PenLine aria-hidden className="size-5 text-primary" />
          <span>{APP_NAME}</span>
        </Link>
        <nav
          aria-label={t("nav.primary")}
          className="hidden flex-1 items-center gap-5 text-sm md:flex"
        >
          {links}
        </nav>
        {/* One line each, never shrunk: a wrapped label pushed the Menu off a 375 px phone. */}
        <div className="ms-auto flex shrink-0 items-center gap-2 whitespace-nowrap">
          {user ? (
            <>
              <Link to={href("/dashboard/create")} className={ghostButton}>
                {t("nav.dashboard")}
              </Link>
              <SiteUserMenu user={user} />
            </>
          ) : (
            <>
              <Link to="/auth" className={`${ghostButton} max-sm:hidden`}>
                {t("nav.signIn")}
              </Link>
              <Link to="/auth" className={primaryButton}>
                {t("nav.getStarted")}
              </Link>
            </>
          )}
          <details data-menu="" className="relative md:hidden">
            <summary className={`${ghostButton} cursor-pointer list-none`}>
              <Menu aria-hidden className="size-5" />
              <span className="sr-only">{t("nav.menu")}</span>
            </summary>
            <nav
              aria-label={t("nav.primary")}
              className="absolute end-0 mt-2 flex w-56 flex-col gap-3 whitespace-normal rounded-lg border bg-background p-4 text-sm shadow-lg"
            >
              {links}
              {user ? null : (
                <Link to="/auth" className="border-t pt-3 font-medium sm:hidden">
                  {t("nav.signIn")}
                </Link>
              )}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
