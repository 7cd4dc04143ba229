import { BILLING_PERIODS, type BillingPeriod, PAID_TIERS, type Tier } from "@domain/plans";
import { useTranslation } from "react-i18next";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { PlanCard } from "./plan-card";

/**
 * The pricing dialog itself: a chunk of its own, loaded the first time it opens (issue 32), so
 * the plans' cards and their checkout are not in every dashboard page's first download.
 */
export default function PricingDialog({
  open,
  onOpenChange,
  period,
  onPeriodChange,
  currentTier,
  currentPeriod,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  currentTier: Tier | "admin";
  currentPeriod: BillingPeriod | null;
}) {
  const { t } = useTranslation("account");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-dvh max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("pricing.title")}</DialogTitle>
          <DialogDescription>{t("pricing.description")}</DialogDescription>
        </DialogHeader>
        <fieldset className="flex justify-center">
          <legend className="sr-only">{t("pricing.periodLabel")}</legend>
          <div className="inline-flex rounded-lg border p-1">
            {BILLING_PERIODS.map((option) => (
              <label
                key={option}
                className={cn(
                  "cursor-pointer rounded-md px-4 py-1.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring",
                  period === option && "bg-primary text-primary-foreground",
                )}
              >
                <input
                  type="radio"
                  name="pricing-period"
                  value={option}
                  checked={period === option}
                  onChange={() => onPeriodChange(option)}
                  className="sr-only"
                />
                {t(`pricing.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <ul className="grid gap-4 md:grid-cols-3">
          {PAID_TIERS.map((tier) => (
            <PlanCard
              key={tier}
              tier={tier}
              period={period}
              current={currentTier === tier && currentPeriod === period}
            />
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
