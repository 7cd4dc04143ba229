import { APP_NAME } from "@domain/app";
import { PenLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useRootData } from "~/lib/use-root-data";
import { UserMenu } from "./user-menu";

const SECTIONS = [
  { hash: "features", key: "nav.features" },
  { hash: "pricing", key: "nav.pricing" },
  { hash: "why-choose", key: "nav.whyChoose" },
] as const;

/** The public header: brand, section links, and the way in, or the user's menu (spec section 2). */
export function SiteHeader() {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 font-semibold text-lg"
          aria-label={t("nav.homeLabel", { app: APP_NAME })}
        >
          <PenLine aria-hidden className="size-5 text-primary" />
          <span>{APP_NAME}</span>
        </Link>
        <nav
          aria-label={t("nav.primary")}
          className="hidden flex-1 items-center gap-5 text-sm md:flex"
        >
          {SECTIONS.map((section) => (
            <Link
              key={section.hash}
              to={`/#${section.hash}`}
              className="text-muted-foreground transition-colors hover:text-foreground"
            >
              {t(section.key)}
            </Link>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          {user ? (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to={href("/dashboard")}>{t("nav.dashboard")}</Link>
              </Button>
              <UserMenu user={user} />
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/auth">{t("nav.signIn")}</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/auth">{t("nav.getStarted")}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
