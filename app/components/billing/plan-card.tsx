import { startCheckout } from "@domain/api/checkout";
import { type BillingPeriod, type PaidTier, PLANS, priceCents } from "@domain/plans";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/format";

/**
 * One paid plan: price for the chosen period, what it includes (from the plan catalogue) and its
 * button, a plain form to POST /billing/checkout that works without JavaScript. While that
 * checkout starts, only the clicked plan's button shows a spinner (spec section 4).
 */
export function PlanCard({
  tier,
  period,
  current,
}: {
  tier: PaidTier;
  period: BillingPeriod;
  /** The user is on this plan already: no checkout, the button says so. */
  current: boolean;
}) {
  const { t, i18n } = useTranslation("account");
  const navigation = useNavigation();
  const plan = PLANS[tier];
  const name = t(`plans.${tier}.name`);
  const busy = navigation.state !== "idle" && navigation.formAction === startCheckout.path;
  const mine = busy && navigation.formData?.get("plan") === tier;
  const price = formatPrice(i18n.language, priceCents(tier, period));
  return (
    <li
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
        <span className="font-bold text-3xl">{price}</span>
        <span className="text-muted-foreground">
          {period === "annual" ? t("pricing.perYearOnly") : t("pricing.perMonth")}
        </span>
      </p>
      {period === "annual" ? (
        <p className="text-muted-foreground text-sm">{t("pricing.annualSaving")}</p>
      ) : null}
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        <li className="flex gap-2">
          <Check aria-hidden className="size-4 shrink-0 text-success" />
          {t("pricing.generations", { count: plan.generationLimit })}
        </li>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="size-4 shrink-0 text-success" />
            {t(`pricing.features.${feature}`)}
          </li>
        ))}
      </ul>
      <Form method="post" action={startCheckout.path} className="mt-5">
        <input type="hidden" name="plan" value={tier} />
        <input type="hidden" name="period" value={period} />
        <Button
          type="submit"
          className="w-full"
          variant={plan.popular ? "default" : "outline"}
          disabled={current || busy}
        >
          {mine ? <Spinner label={t("pricing.processing")} /> : null}
          {current ? t("pricing.current") : t("pricing.choose", { plan: name })}
        </Button>
      </Form>
    </li>
  );
}
