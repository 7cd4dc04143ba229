import { requireUser } from "@server/auth";
import { pageRoute } from "@server/http";
import { ProfileTab } from "~/components/account/profile-tab";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import type { Route } from "./+types/profile";
import { profileAction, profileTab } from "./profile.server";
import { screenTitle } from "./screen.server";
import { screenMeta } from "./screen-meta";

/** Signed-in users only: their profile, authenticator, subscription and API keys. */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  return { title: screenTitle(args, "profile"), ...(await profileTab(args, user)) };
});

/** Signed-in users only: saves their own profile and manages their authenticator. */
export const action = pageRoute((args: Route.ActionArgs) => profileAction(args));

export default function ProfileScreen({ loaderData }: Route.ComponentProps) {
  const { profile, billing, twoFactor, apiKeys } = loaderData;
  return <ProfileTab profile={profile} billing={billing} twoFactor={twoFactor} apiKeys={apiKeys} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
