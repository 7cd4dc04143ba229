import { CircleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePricingDialog } from "~/components/billing/pricing-dialog";
import { Button } from "~/components/ui/button";
import { useCreditsLeft } from "./use-credits-left";

/**
 * "No Credits Remaining" (spec section 8) above the Create form once the month's generations are
 * used up, with the way to more; generating then shows "Usage Limit Reached" and sends nothing.
 */
export function NoCreditsNotice() {
  const { t } = useTranslation("account");
  const pricing = usePricingDialog();
  if (useCreditsLeft() !== 0) return null;
  return (
    <section
      aria-labelledby="no-credits-title"
      className="flex flex-wrap items-start gap-3 rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm"
    >
      <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="flex-1 space-y-1">
        <h2 id="no-credits-title" className="font-semibold">
          {t("generation.noCreditsTitle")}
        </h2>
        <p>{t("generation.noCredits")}</p>
      </div>
      <Button type="button" size="sm" onClick={pricing.open}>
        {t("usage.upgrade")}
      </Button>
    </section>
  );
}
