import type { ApiKeyListResponse } from "@domain/api/api-keys";
import { type ComponentProps, lazy, Suspense, useSyncExternalStore } from "react";
import { BillingSettings } from "~/components/billing/billing-settings";
import { Spinner } from "~/components/ui/spinner";
import { ProfileForm } from "./profile-form";
import { TwoFactorSettings } from "./two-factor-settings";

// Issue 30: the API keys section is a chunk of its own, loaded in the browser only (its form
// would drop what is typed until its code arrived); a spinner stands in meanwhile.
const ApiKeysSection = lazy(() => import("~/components/api-keys/api-keys-section"));
const noSubscription = () => () => {};
// Issue 30: a chunk of its own, so the Profile screen's first download stays as it was.
const WebhooksSection = lazy(() =>
  import("~/components/webhooks/webhooks-section").then((m) => ({ default: m.WebhooksSection })),
);

type ProfileTabProps = {
  profile: ComponentProps<typeof ProfileForm>["profile"];
  billing: ComponentProps<typeof BillingSettings>["billing"];
  twoFactor: ComponentProps<typeof TwoFactorSettings>["status"];
  /** The user's API keys and their plan's limits; null when they could not be read. */
  apiKeys: ApiKeyListResponse | null;
};

/**
 * The Profile tab: the user's details, their plan and billing, their second factor, their API
 * keys and webhooks.
 */
export function ProfileTab({ profile, billing, twoFactor, apiKeys }: ProfileTabProps) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const loading = <Spinner showLabel className="p-6" />;
  return (
    <div className="space-y-10">
      <ProfileForm profile={profile} />
      <BillingSettings billing={billing} />
      <TwoFactorSettings status={twoFactor} />
      {inBrowser ? (
        <Suspense fallback={loading}>
          <ApiKeysSection keys={apiKeys} />
        </Suspense>
      ) : (
        loading
      )}
      <Suspense fallback={null}>
        <WebhooksSection />
      </Suspense>
    </div>
  );
}
