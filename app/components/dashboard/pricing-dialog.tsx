import { PLAN_FEATURES, PLANS, TIERS } from "@domain/plans";
import { Check } from "lucide-react";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { cn } from "~/lib/cn";

const PricingContext = createContext<{ open(): void }>({ open: () => {} });

/** Opens the pricing dialog from anywhere in the workspace (Upgrade button, limit reached). */
export function usePricingDialog() {
  return useContext(PricingContext);
}

/** The three paid plans from the plan catalogue (spec section 2, "Pricing dialog"). */
export function PricingDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open: () => setOpen(true) }), []);
  const { t } = useTranslation("account");
  return (
    <PricingContext.Provider value={value}>
      {children}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>{t("pricing.title")}</DialogTitle>
            <DialogDescription>{t("pricing.description")}</DialogDescription>
          </DialogHeader>
          <ul className="grid gap-4 md:grid-cols-3">
            {TIERS.filter((tier) => tier !== "free").map((tier) => {
              const plan = PLANS[tier];
              const name = t(`plans.${tier}.name`);
              return (
                <li
                  key={tier}
                  className={cn(
                    "flex flex-col rounded-xl border p-5",
                    plan.popular && "border-primary ring-2 ring-primary",
                  )}
                >
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="font-semibold text-lg">{name}</h3>
                    {plan.popular ? <Badge>{t("pricing.popular")}</Badge> : null}
                  </div>
                  <p className="mt-3">
                    <span className="font-bold text-3xl">${plan.monthlyPriceCents / 100}</span>
                    <span className="text-muted-foreground">{t("pricing.perMonth")}</span>
                  </p>
                  {plan.annualPriceCents ? (
                    <p className="text-muted-foreground text-sm">
                      {t("pricing.perYear", { price: plan.annualPriceCents / 100 })}
                    </p>
                  ) : null}
                  <ul className="mt-4 flex-1 space-y-2 text-sm">
                    <li className="flex gap-2">
                      <Check aria-hidden className="size-4 text-success" />
                      {t("pricing.generations", { count: plan.generationLimit })}
                    </li>
                    {PLAN_FEATURES[tier].map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check aria-hidden className="size-4 text-success" />
                        {t(`pricing.features.${feature}` as never)}
                      </li>
                    ))}
                  </ul>
                  <Button
                    className="mt-5"
                    variant={plan.popular ? "default" : "outline"}
                    aria-disabled="true"
                    aria-describedby="checkout-soon"
                  >
                    {t("pricing.choose", { plan: name })}
                  </Button>
                </li>
              );
            })}
          </ul>
          <p id="checkout-soon" className="text-muted-foreground text-sm">
            {t("pricing.checkoutSoon")}
          </p>
        </DialogContent>
      </Dialog>
    </PricingContext.Provider>
  );
}
