import { useTranslation } from "react-i18next";
import { usePricingDialog } from "~/components/billing/pricing-dialog";
import { Button } from "~/components/ui/button";

export type UsageSummary = {
  tier: "free" | "lite" | "pro" | "elite" | "admin";
  used: number;
  remaining: number | null;
};

/** The sidebar's usage box: plan, generations used, what is left, and Upgrade unless elite. */
export function UsageBox({ usage }: { usage: UsageSummary }) {
  const { t } = useTranslation("account");
  const pricing = usePricingDialog();
  const plan = usage.tier === "admin" ? t("menu.admin") : t(`plans.${usage.tier}.name`);
  return (
    <section
      aria-labelledby="usage-title"
      className="space-y-2 rounded-lg border bg-background p-3 text-sm"
    >
      <h2 id="usage-title" className="font-medium">
        {t("usage.title")}
      </h2>
      <p className="text-muted-foreground">
        {usage.tier === "admin" ? plan : t("usage.plan", { plan })}
      </p>
      <p>{t("usage.generated", { count: usage.used })}</p>
      <p className="font-medium">
        {usage.remaining === null
          ? t("usage.unlimited")
          : t("usage.remaining", { count: usage.remaining })}
      </p>
      {usage.remaining === 0 ? (
        <p className="text-destructive text-xs">{t("generation.monthlyLimit")}</p>
      ) : null}
      {usage.tier !== "elite" && usage.tier !== "admin" ? (
        <Button size="sm" className="w-full" onClick={pricing.open}>
          {t("usage.upgrade")}
        </Button>
      ) : null}
    </section>
  );
}
