import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** Spec section 2: any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-6 py-24 text-center">
      {/* Every 404 (an unknown path, a route's missing item) is titled and kept out of search. */}
      <title>{t("notFound.metaTitle")}</title>
      <meta name="robots" content="noindex" />
      <div className="max-w-md">
        <p className="font-semibold text-6xl text-primary">404</p>
        <h1 className="mt-4 font-bold text-3xl tracking-tight">{t("notFound.title")}</h1>
        <p className="mt-4 text-muted-foreground">{t("notFound.description")}</p>
        <Button asChild className="mt-8">
          <Link to="/">{t("notFound.home")}</Link>
        </Button>
      </div>
    </main>
  );
}
