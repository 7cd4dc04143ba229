import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { APP_NAME } from "@domain/app";
import { SANDBOX_CARDS, sandboxPaymentSchema } from "@domain/billing";
import { type PaidTier, priceCents } from "@domain/plans";
import { requireUser } from "@server/auth";
import { sandboxProvider } from "@server/billing";
import { i18nContext } from "@server/context";
import { NotFound } from "@server/errors";
import { formError, formReply, pageRoute, readForm } from "@server/http";
import { useTranslation } from "react-i18next";
import { Form, redirect, useNavigation } from "react-router";
import { SandboxCard } from "~/components/billing/sandbox-card";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { FormAlert } from "~/components/forms/form-alert";
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
  // Whose checkout first (someone else's, or a paid one, is not found), then the card.
  await sandbox().checkoutFor(user.id, args.params.id);
  const submission = parseWithZod(await readForm(args.request), { schema: sandboxPaymentSchema });
  if (submission.status !== "success") return formReply(submission);
  const outcome = await sandbox().pay(user.id, args.params.id, submission.value.card);
  if (outcome.paid) return redirect(outcome.redirect);
  const refusal = outcome.declined ? "account:sandbox.declined" : "account:sandbox.unknownCard";
  return formError(submission, refusal, { status: 402 });
});

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} · ${APP_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function SandboxCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("account");
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sandboxPaymentSchema }),
    shouldValidate: "onSubmit",
  });
  // One alert above the card for both its own problem and the provider's refusal.
  const errors = form.errors ?? fields.card.errors;
  const hint = `${fields.card.id}-hint`;
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
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <p className="text-muted-foreground text-sm">
          {t("sandbox.payingAs", { email: loaderData.email })}
        </p>
        <FormAlert id={form.errorId} errors={errors} />
        <div className="space-y-2">
          <Label htmlFor={fields.card.id}>{t("sandbox.card")}</Label>
          <Input
            {...getInputProps(fields.card, { type: "text" })}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? `${form.errorId} ${hint}` : hint}
          />
          <p id={hint} className="text-muted-foreground text-xs">
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
