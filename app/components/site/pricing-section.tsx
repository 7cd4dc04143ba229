import { PLANS, TIERS, type Tier } from "@domain/plans";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/format";

const FREE_IDEA_SETS = 5;

const buttonClass = (popular: boolean) =>
  cn(
    "inline-flex h-10 w-full items-center justify-center rounded-md px-4 font-medium text-sm",
    popular
      ? "bg-primary text-primary-foreground hover:bg-primary/90"
      : "border bg-background hover:bg-accent",
  );

/**
 * The landing page's pricing (spec section 2; contracts of issues 13 and 16): the free plan and
 * the three paid plans from the one plan catalogue. Each paid plan is a plain form to
 * /billing/checkout (monthly, and annual), so it works without JavaScript; the free plan leads
 * to sign-in, or to the dashboard for a signed-in visitor.
 */
export function PricingSection({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("home");
  const { t: a } = useTranslation("account");
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-t">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="pricing-title" className="text-center font-bold text-3xl tracking-tight">
          {t("pricing.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-muted-foreground">
          {t("pricing.lead")}
        </p>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {TIERS.map((tier) => (
            <PlanCard key={tier} tier={tier} signedIn={signedIn} />
          ))}
        </ul>
        <p className="mt-8 text-center text-muted-foreground text-sm">{a("pricing.description")}</p>
      </div>
    </section>
  );
}

function PlanCard({ tier, signedIn }: { tier: Tier; signedIn: boolean }) {
  const { t, i18n } = useTranslation("home");
  const { t: a } = useTranslation("account");
  const plan = PLANS[tier];
  const name = a(`plans.${tier}.name`);
  const titleId = `plan-${tier}`;
  const features =
    tier === "free"
      ? [
          t("pricing.freeFeatures.library"),
          t("pricing.freeFeatures.ideas", { count: FREE_IDEA_SETS }),
        ]
      : plan.features.map((feature) => a(`pricing.features.${feature}` as never));
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col rounded-xl border bg-card p-6",
        plan.popular && "border-primary ring-2 ring-primary",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-lg">
          {name}
        </h3>
        {plan.popular ? (
          <span className="rounded-full bg-primary px-2.5 py-0.5 font-medium text-primary-foreground text-xs">
            {a("pricing.popular")}
          </span>
        ) : null}
      </div>
      <p className="mt-4">
        <span className="font-bold text-4xl">
          {formatPrice(i18n.language, plan.monthlyPriceCents)}
        </span>{" "}
        <span className="text-muted-foreground">
          {tier === "free" ? t("pricing.forever") : a("pricing.perMonth")}
        </span>
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        <li className="flex gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          {a("pricing.generations", { count: plan.generationLimit })}
        </li>
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-2">
        {tier === "free" ? (
          <a href={signedIn ? "/dashboard/create" : "/auth"} className={buttonClass(false)}>
            {signedIn ? t("pricing.openDashboard") : t("pricing.startFree")}
          </a>
        ) : (
          <>
            <CheckoutForm tier={tier} period="monthly" popular={plan.popular}>
              {t("pricing.chooseMonthly", { plan: name })}
            </CheckoutForm>
            {plan.annualPriceCents ? (
              <CheckoutForm tier={tier} period="annual" popular={false} link>
                {t("pricing.annual", { price: formatPrice(i18n.language, plan.annualPriceCents) })}
              </CheckoutForm>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}

/** The contract's checkout form: issue 16 answers it (sign-in first for a visitor). */
function CheckoutForm(props: {
  tier: Tier;
  period: "monthly" | "annual";
  popular: boolean;
  link?: boolean;
  children: React.ReactNode;
}) {
  return (
    <form method="post" action="/billing/checkout">
      <input type="hidden" name="plan" value={props.tier} />
      <input type="hidden" name="period" value={props.period} />
      <button
        type="submit"
        className={
          props.link
            ? "w-full text-center text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
            : buttonClass(props.popular)
        }
      >
        {props.children}
      </button>
    </form>
  );
}
