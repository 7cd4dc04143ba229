import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { href, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";

/**
 * "Error Loading Post" (spec section 8): the post could not be read (a database failure, not a
 * missing post). The page says so and, once interactive, goes back to the dashboard with the
 * same words in a toast, as the spec asks.
 */
export function PostLoadFailed() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(t("view.loadFailed"), { description: t("view.loadFailedDescription") });
    navigate(href("/dashboard/create"), { replace: true });
  }, [navigate, t]);
  return (
    <section role="alert" className="space-y-4">
      <h1 className="font-bold text-2xl">{t("view.loadFailed")}</h1>
      <p className="text-muted-foreground">{t("view.loadFailedDescription")}</p>
      <Button asChild>
        <Link to={href("/dashboard/create")}>{t("menu.dashboard")}</Link>
      </Button>
    </section>
  );
}
