import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * The dashboard's notice that a webhook endpoint was paused after repeated failed deliveries
 * (issue 30), with the way to the Profile's Webhooks section. Loaded only when one is paused.
 */
export function PausedWebhooksBanner() {
  const { t } = useTranslation("webhooks");
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="flex-1 font-medium">{t("banner.paused")}</p>
      <Link to="/dashboard/profile#webhooks" className="font-medium underline underline-offset-4">
        {t("banner.open")}
      </Link>
    </div>
  );
}
