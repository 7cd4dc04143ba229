import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { tabHref } from "~/components/dashboard/tabs";
import { Button } from "~/components/ui/button";

/** "Blog post not found" (spec section 2): a missing post, or someone else's. */
export function PostNotFound() {
  const { t } = useTranslation("account");
  return (
    <section className="space-y-4">
      <h1 className="font-bold text-2xl">{t("view.notFound")}</h1>
      <Button asChild>
        <Link to={tabHref("library")}>{t("view.back")}</Link>
      </Button>
    </section>
  );
}
