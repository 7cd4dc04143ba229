import { APP_NAME } from "@domain/app";
import { SANDBOX_CARDS } from "@domain/billing";
import { type PaidTier, priceCents } from "@domain/plans";
import { requireUser } from "@server/auth";
import { sandboxProvider } from "@server/billing";
import { i18nContext } from "@server/context";
import { NotFound } from "@server/errors";
import { pageRoute, readForm } from "@server/http";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigation } from "react-router";
import { SandboxCard } from "~/components/billing/sandbox-card";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatPrice } from "~/lib/format";
import type { Route } from "./+types/sandbox-checkout";

function sandbox() {
  const provider = sandboxProvider();
  if (!provider) throw new NotFound();
  return provider;
}

/** The checkout's owner only: the sandbox's payment page for one open checkout. */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const checkout = await sandbox().checkoutFor(user.id, args.params.id);
  const t = args.context.get(i18nContext).getFixedT(null, "account");
  const tier = checkout.tier as PaidTier;
  const period = checkout.period === "annual" ? "annual" : "monthly";
  return {
    title: t("sandbox.checkoutTitle"),
    tier,
    period,
    priceCents: priceCents(tier, period),
    email: user.email,
    cancelUrl: checkout.cancelUrl,
  };
});

/** The checkout's owner only: pays with the test card, or says why not. */
export const action = pageRoute(async (args: Route.ActionArgs) => {
  const user = requireUser(args);
  const form = await readForm(args.request);
  const outcome = await sandbox().pay(user.id, args.params.id, String(form.get("card") ?? ""));
  if (outcome.paid) return redirect(outcome.redirect);
  return data(
    { error: outcome.declined ? "sandbox.declined" : "sandbox.unknownCard" },
    { status: 402 },
  );
});

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} · ${APP_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function SandboxCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("account");
  const busy = useNavigation().state !== "idle";
  const plan = t(`plans.${loaderData.tier}.name`);
  const price = formatPrice(i18n.language, loaderData.priceCents);
  return (
    <SandboxCard
      title={t("sandbox.checkoutTitle")}
      description={t(
        loaderData.period === "annual" ? "sandbox.summaryAnnual" : "sandbox.summaryMonthly",
        { plan, price },
      )}
    >
      <Form method="post" className="space-y-4">
        <p className="text-muted-foreground text-sm">
          {t("sandbox.payingAs", { email: loaderData.email })}
        </p>
        {actionData?.error ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 p-3 text-destructive text-sm"
          >
            {t(actionData.error as never)}
          </p>
        ) : null}
        <div className="space-y-2">
          <Label htmlFor="card">{t("sandbox.card")}</Label>
          <Input
            id="card"
            name="card"
            inputMode="numeric"
            autoComplete="off"
            required
            aria-describedby="card-hint"
            aria-invalid={actionData?.error ? true : undefined}
          />
          <p id="card-hint" className="text-muted-foreground text-xs">
            {t("sandbox.cardHint", { pays: SANDBOX_CARDS.pays, declined: SANDBOX_CARDS.declined })}
          </p>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {t("sandbox.pay", { price })}
        </Button>
        <Button asChild variant="ghost" className="w-full">
          <a href={loaderData.cancelUrl}>{t("sandbox.cancel")}</a>
        </Button>
      </Form>
    </SandboxCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
