import { parseWithZod } from "@conform-to/zod/v4";
import { APP_NAME } from "@domain/app";
import { profileSchema } from "@domain/profile";
import {
  confirmEnrolment,
  limitAuthAttempts,
  removeFactor,
  requireUser,
  startEnrolment,
  twoFactorStatus,
} from "@server/auth";
import { AppError } from "@server/errors";
import { i18nContext, requestContext } from "@server/http/context";
import { loadLibraryTab } from "@server/library";
import { loadPresetsTab } from "@server/presets";
import { getProfile, updateProfile } from "@server/profile";
import { data } from "react-router";
import { ProfileForm } from "~/components/account/profile-form";
import { TwoFactorSettings } from "~/components/account/two-factor-settings";
import { CreateTab } from "~/components/dashboard/create-tab";
import { AccessDenied, NotYetAvailable } from "~/components/dashboard/panels";
import { ADMIN_TAB_IDS, tabFrom } from "~/components/dashboard/tabs";
import { LibraryTab } from "~/components/library/library-tab";
import { PresetsTab } from "~/components/presets/presets-tab";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/home";

/** Signed-in users only: the workspace tab named by ?tab= (admins only for the admin tabs). */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const t = args.context.get(i18nContext).getFixedT(null, "account");
  const url = new URL(args.request.url);
  const tab = tabFrom(url.searchParams.get("tab"));
  const base = { title: `${t(`shell.tabs.${tab}`)} · ${t("dashboard.metaTitle")}`, tab };
  if (ADMIN_TAB_IDS.has(tab) && !user.isAdmin) {
    // No admin data for non-admins: the screen says so and nothing else is loaded.
    return data({ ...base, panel: { view: "denied" as const } }, { status: 403 });
  }
  if (tab === "profile") {
    const [profile, twoFactor] = await Promise.all([getProfile(user), twoFactorStatus(user)]);
    return { ...base, panel: { view: "profile" as const, profile, twoFactor } };
  }

  if (tab === "library") {
    const { log } = args.context.get(requestContext);
    return {
      ...base,
      panel: { view: "library" as const, ...(await loadLibraryTab(user, url, { log })) },
    };
  }

  if (tab === "presets") {
    const { log } = args.context.get(requestContext);
    return {
      ...base,
      panel: { view: "presets" as const, ...(await loadPresetsTab(user, { log })) },
    };
  }

  if (tab === "create") return { ...base, panel: { view: "create" as const } };
  return { ...base, panel: { view: "later" as const } };
}

/** Signed-in users only: saves the user's own profile and manages their authenticator. */
export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const { request } = args;
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      await updateProfile(user, submission.value);
    } catch (error) {
      if (error instanceof AppError && error.code === "USERNAME_TAKEN") {
        return data(
          {
            intent,
            result: submission.reply({
              fieldErrors: { username: ["profile.errors.usernameTaken"] },
            }),
          },
          { status: 409 },
        );
      }
      throw error;
    }
    return data(
      { intent, result: submission.reply() },
      {
        headers: { "Set-Cookie": flashToast({ kind: "success", title: "account:profile.saved" }) },
      },
    );
  }

  if (intent === "two-factor-start") {
    return { intent, enrolment: await startEnrolment(request.headers) };
  }

  if (intent === "two-factor-confirm") {
    await limitAuthAttempts(args);
    const code = String(formData.get("code") ?? "").trim();
    const outcome = /^\d{6}$/.test(code) ? await confirmEnrolment(request.headers, code) : null;
    if (!outcome?.ok) return data({ intent, error: "twoFactor.invalidCode" }, { status: 400 });
    const headers = new Headers(outcome.setCookies.map((c) => ["Set-Cookie", c]));
    headers.append(
      "Set-Cookie",
      flashToast({ kind: "success", title: "account:twoFactor.confirmed" }),
    );
    return data({ intent, confirmed: true }, { headers });
  }

  if (intent === "two-factor-remove") {
    const outcome = await removeFactor(request.headers);
    if (!outcome.ok) return data({ intent, error: "twoFactor.failed" }, { status: outcome.status });
    const headers = new Headers(outcome.setCookies.map((c) => ["Set-Cookie", c]));
    headers.append(
      "Set-Cookie",
      flashToast({ kind: "success", title: "account:twoFactor.removed" }),
    );
    return data({ intent, removed: true }, { headers });
  }

  return data({ intent: null, error: "Validation Error" }, { status: 400 });
}

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const { panel, tab } = loaderData;
  switch (panel.view) {
    case "profile":
      return (
        <div className="space-y-10">
          <ProfileForm profile={panel.profile} />
          <TwoFactorSettings status={panel.twoFactor} />
        </div>
      );
    case "denied":
      return <AccessDenied />;
    case "create":
      return <CreateTab />;
    case "library":
      return <LibraryTab {...panel} />;
    case "presets":
      return <PresetsTab {...panel} />;
    default:
      return <NotYetAvailable tab={tab} />;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} · ${APP_NAME}` }, { name: "robots", content: "noindex" }];
}
