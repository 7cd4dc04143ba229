import { BILLING_PERIODS, type BillingPeriod } from "@domain/plans";
import { nextDeletionFor } from "@domain/usage";
import { requireUser } from "@server/auth";
import { billingSummary } from "@server/billing";
import { pageRoute } from "@server/http";
import { usageFor } from "@server/usage";
import { hasPausedWebhook } from "@server/webhooks";
import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { FreeUserBanner } from "~/components/billing/free-user-banner";
import { PricingDialogProvider } from "~/components/billing/pricing-dialog";
import { usePendingBilling } from "~/components/billing/use-pending-billing";
import { DashboardSidebar } from "~/components/dashboard/dashboard-sidebar";
import { tabAt } from "~/components/dashboard/tabs";
import { useTabShortcuts } from "~/components/dashboard/use-shortcuts";
import { WelcomeLine } from "~/components/dashboard/welcome-line";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { UserMenu } from "~/components/layout/user-menu";
import { SidebarInset, SidebarTrigger } from "~/components/ui/sidebar";
import { readSidebarCookie, SidebarProvider } from "~/components/ui/sidebar-provider";
import type { Route } from "./+types/layout";

// Issue 30: loaded only while one of the user's webhook endpoints is paused.
const PausedWebhooksBanner = lazy(() =>
  import("~/components/webhooks/paused-banner").then((m) => ({ default: m.PausedWebhooksBanner })),
);

/**
 * Signed-in users only: every /dashboard path passes through here first. A failure is the one
 * error answer (503 while the database is out of reach), not a bare 500.
 */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const [usage, billing, webhooksPaused] = await Promise.all([
    usageFor(user),
    billingSummary(user),
    hasPausedWebhook(user),
  ]);
  const params = new URL(args.request.url).searchParams;
  const period = params.get("period");
  return {
    billing: {
      period: billing.period,
      syncedAt: billing.syncedAt,
      limit: usage.tier_limits.generation_limit,
      nextDeletion: nextDeletionFor(user, new Date())?.toISOString() ?? null,
    },
    // A visitor who chose a plan on the landing page comes back here after signing in.
    pricing: {
      open: params.has("upgrade"),
      period: (BILLING_PERIODS as readonly string[]).includes(period ?? "")
        ? (period as BillingPeriod)
        : ("monthly" as const),
    },
    user: { email: user.email, name: user.name, tier: user.tier, isAdmin: user.isAdmin },
    usage: {
      tier: usage.tier,
      used: usage.current_usage.generations_used,
      remaining: usage.remaining,
    },
    sidebarOpen: readSidebarCookie(args.request.headers.get("Cookie")) ?? true,
    webhooksPaused,
  };
});

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { user, usage, sidebarOpen, billing, pricing, webhooksPaused } = loaderData;
  usePendingBilling(billing.syncedAt);
  const active = tabAt(useLocation().pathname);
  useTabShortcuts();
  return (
    <PricingDialogProvider
      currentTier={usage.tier}
      currentPeriod={billing.period}
      initial={pricing}
    >
      <SidebarProvider defaultOpen={sidebarOpen}>
        <DashboardSidebar active={active} isAdmin={user.isAdmin} usage={usage} />
        <SidebarInset id="main">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background/90 px-4 backdrop-blur">
            <SidebarTrigger />
            <div className="min-w-0 flex-1">
              <WelcomeLine name={user.name || user.email} />
            </div>
            <LanguageSwitcher />
            <UserMenu user={user} remaining={usage.remaining} />
          </header>
          <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
            {usage.tier === "free" &&
            usage.remaining !== null &&
            billing.limit !== null &&
            billing.nextDeletion ? (
              <FreeUserBanner
                remaining={usage.remaining}
                total={billing.limit}
                nextDeletion={billing.nextDeletion}
              />
            ) : null}
            {webhooksPaused ? (
              <Suspense fallback={null}>
                <PausedWebhooksBanner />
              </Suspense>
            ) : null}
            <Outlet />
          </div>
        </SidebarInset>
      </SidebarProvider>
    </PricingDialogProvider>
  );
}
