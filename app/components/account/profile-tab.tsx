import type { ComponentProps } from "react";
import { BillingSettings } from "~/components/billing/billing-settings";
import { ProfileForm } from "./profile-form";
import { TwoFactorSettings } from "./two-factor-settings";

type ProfileTabProps = {
  profile: ComponentProps<typeof ProfileForm>["profile"];
  billing: ComponentProps<typeof BillingSettings>["billing"];
  twoFactor: ComponentProps<typeof TwoFactorSettings>["status"];
};

/** The Profile tab: the user's details, their plan and billing, their second factor. */
export function ProfileTab({ profile, billing, twoFactor }: ProfileTabProps) {
  return (
    <div className="space-y-10">
      <ProfileForm profile={profile} />
      <BillingSettings billing={billing} />
      <TwoFactorSettings status={twoFactor} />
    </div>
  );
}
