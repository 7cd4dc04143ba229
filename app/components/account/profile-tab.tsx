import { type ComponentProps, lazy, Suspense } from "react";
import { BillingSettings } from "~/components/billing/billing-settings";
import { ProfileForm } from "./profile-form";
import { TwoFactorSettings } from "./two-factor-settings";

// Issue 30: a chunk of its own, so the Profile screen's first download stays as it was.
const WebhooksSection = lazy(() =>
  import("~/components/webhooks/webhooks-section").then((m) => ({ default: m.WebhooksSection })),
);

type ProfileTabProps = {
  profile: ComponentProps<typeof ProfileForm>["profile"];
  billing: ComponentProps<typeof BillingSettings>["billing"];
  twoFactor: ComponentProps<typeof TwoFactorSettings>["status"];
};

/** The Profile tab: the user's details, their plan and billing, their second factor, webhooks. */
export function ProfileTab({ profile, billing, twoFactor }: ProfileTabProps) {
  return (
    <div className="space-y-10">
      <ProfileForm profile={profile} />
      <BillingSettings billing={billing} />
      <TwoFactorSettings status={twoFactor} />
      <Suspense fallback={null}>
        <WebhooksSection />
      </Suspense>
    </div>
  );
}
