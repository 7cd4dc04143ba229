import { APP_NAME } from "@domain/app";
import { requireUser } from "@server/auth";
import { billingSummary, sandboxProvider, sandboxTestClock } from "@server/billing";
import { i18nContext } from "@server/context";
import { NotFound } from "@server/errors";
import { pageRoute } from "@server/http";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { SandboxCard } from "~/components/billing/sandbox-card";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { Button } from "~/components/ui/button";
import { useDateText } from "~/lib/use-date-text";
import type { Route } from "./+types/sandbox-portal";

/** Signed-in users on the sandbox: their subscription as the provider holds it. */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  if (!sandboxProvider()) throw new NotFound();
  const t = args.context.get(i18nContext).getFixedT(null, "account");
  return { title: t("sandbox.portalTitle"), billing: await billingSummary(user) };
});

/**
 * Signed-in users on the sandbox: the test clock. It moves the user's own subscription past the
 * end of its period, as a Stripe test clock does: a cancelling one ends, any other renews.
 */
export const action = pageRoute(async (args: Route.ActionArgs) => {
  const user = requireUser(args);
  if (!sandboxProvider()) throw new NotFound();
  await sandboxTestClock(user);
  return redirect("/dashboard/profile?billing=pending");
});

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} · ${APP_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function SandboxPortal({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("account");
  const formatDate = useDateText(i18n.language);
  const { billing } = loaderData;
  const plan = t(`plans.${billing.tier}.name`);
  return (
    <SandboxCard title={t("sandbox.portalTitle")} description={t("billing.plan", { plan })}>
      <div className="space-y-4">
        {billing.currentPeriodEnd ? (
          <p>
            {t(billing.cancelAtPeriodEnd ? "sandbox.endsOn" : "billing.renews", {
              date: formatDate(billing.currentPeriodEnd),
            })}
          </p>
        ) : null}
        {billing.currentPeriodEnd ? (
          <Form method="post" className="space-y-2 rounded-md border border-dashed p-3">
            <p className="text-muted-foreground text-sm">{t("sandbox.clockHint")}</p>
            <Button type="submit" variant="outline">
              {t("sandbox.advanceClock")}
            </Button>
          </Form>
        ) : null}
        <Button asChild>
          <Link to="/dashboard/profile">{t("sandbox.back", { app: APP_NAME })}</Link>
        </Button>
      </div>
    </SandboxCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
