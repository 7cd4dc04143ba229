import { BILLING_PERIODS, type BillingPeriod, PAID_TIERS, type Tier } from "@domain/plans";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
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

const PricingContext = createContext<{ open(): void }>({ open: () => {} });

/** Opens the pricing dialog from anywhere in the workspace (Upgrade button, limit reached). */
export function usePricingDialog() {
  return useContext(PricingContext);
}

/**
 * The three paid plans from the plan catalogue (spec section 2, "Pricing dialog"), billed monthly
 * or annually; each button starts that plan's checkout. `initial` opens it at once (a visitor who
 * chose a plan on the landing page and has just signed in).
 */
export function PricingDialogProvider({
  children,
  currentTier,
  currentPeriod,
  initial,
}: {
  children: ReactNode;
  currentTier: Tier | "admin";
  currentPeriod: BillingPeriod | null;
  initial: { open: boolean; period: BillingPeriod };
}) {
  const [open, setOpen] = useState(initial.open);
  const [period, setPeriod] = useState<BillingPeriod>(initial.period);
  const value = useMemo(() => ({ open: () => setOpen(true) }), []);
  const { t } = useTranslation("account");
  return (
    <PricingContext.Provider value={value}>
      {children}
      <Dialog open={open} onOpenChange={setOpen}>
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
                    onChange={() => setPeriod(option)}
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
    </PricingContext.Provider>
  );
}
