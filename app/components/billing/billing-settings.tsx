import { changeSubscription, openBillingPortal } from "@domain/api/billing";
import type { ApiError } from "@domain/api/errors";
import { BILLING_MESSAGES, type BillingSummary } from "@domain/billing";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { useApi } from "~/lib/use-api";
import { useDateText } from "~/lib/use-date-text";
import { useMessageText } from "~/lib/use-message-text";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { usePricingDialog } from "./pricing-dialog";

/**
 * The profile's billing section (spec section 2, "Profile tab"): the plan, when it renews or
 * ends, Manage billing (the provider's portal) and, for every paid plan (spec section 6), cancel
 * with a confirmation: a subscription at period end (or Resume while cancelling), a plan an
 * admin gave at once, as the section and the confirmation say (ADR 0020).
 */
export function BillingSettings({ billing }: { billing: BillingSummary }) {
  const { t, i18n } = useTranslation("account");
  const dateText = useDateText(i18n.language);
  const { text, problemText } = useMessageText();
  const pricing = usePricingDialog();
  const [, setParams] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const plan = t(`plans.${billing.tier}.name`);
  const paid = billing.tier !== "free" && billing.currentPeriodEnd !== null && !billing.grant;
  const end = billing.currentPeriodEnd ? dateText(billing.currentPeriodEnd) : "";
  // What was asked, for the words of a refusal.
  const sent = useRef<"cancel" | "resume" | null>(null);

  const subscription = useApi(changeSubscription, {
    // The change arrives as the provider's webhook: look again until it has.
    onDone: () =>
      setParams(
        (p) => {
          p.set("billing", "pending");
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    onError: (error: ApiError) => {
      if (error.code === "UNAUTHENTICATED" || sent.current !== "cancel") {
        const { title, message } = problemText(error);
        toast.error(title ?? message, title ? { description: message } : undefined);
      } else {
        toast.error(text(BILLING_MESSAGES.cancelFailedTitle), {
          description: text(BILLING_MESSAGES.cancelFailed),
        });
      }
    },
  });

  const change = (action: "cancel" | "resume") => {
    sent.current = action;
    void subscription.call({ body: { action } });
  };
  const busy = subscription.busy;

  return (
    <section aria-labelledby="billing-title" className="space-y-4">
      <h2 id="billing-title" className="font-semibold text-xl">
        {t("billing.title")}
      </h2>
      <div className="space-y-1 rounded-lg border p-4">
        <p className="font-medium">{t("billing.plan", { plan })}</p>
        {paid && billing.period ? (
          <p className="text-muted-foreground text-sm">
            {t(billing.period === "annual" ? "billing.periodAnnual" : "billing.periodMonthly")}
          </p>
        ) : null}
        {billing.grant ? <p>{t("billing.grantNote", { plan })}</p> : null}
        {!paid && !billing.grant ? (
          <p className="text-muted-foreground text-sm">{t("billing.freeNote")}</p>
        ) : null}
        {paid ? (
          <p>
            {billing.cancelAtPeriodEnd
              ? t("billing.cancelsOn", { date: end, plan })
              : t("billing.renews", { date: end })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {billing.hasCustomer ? (
          <Form method="post" action={openBillingPortal.path}>
            <Button type="submit" variant="outline">
              {t("billing.manage")}
            </Button>
          </Form>
        ) : null}
        {billing.tier !== "elite" ? (
          <Button variant="outline" onClick={pricing.open}>
            {t("billing.upgrade")}
          </Button>
        ) : null}
        {paid && billing.cancelAtPeriodEnd ? (
          <Button onClick={() => change("resume")} disabled={busy}>
            {t("billing.resume")}
          </Button>
        ) : null}
        {(paid && !billing.cancelAtPeriodEnd) || billing.grant ? (
          <Button variant="destructive" onClick={() => setConfirming(true)} disabled={busy}>
            {t("billing.cancel")}
          </Button>
        ) : null}
      </div>
      <CancelSubscriptionDialog
        open={confirming}
        date={end}
        grantOf={billing.grant ? plan : null}
        onOpenChange={setConfirming}
        onConfirm={() => {
          setConfirming(false);
          change("cancel");
        }}
      />
    </section>
  );
}
