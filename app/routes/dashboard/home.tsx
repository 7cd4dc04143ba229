import { parseWithZod } from "@conform-to/zod/v4";
import { APP_NAME } from "@domain/app";
import { twoFactorCodeSchema } from "@domain/auth";
import { GENERATION_MESSAGES } from "@domain/generation-input";
import { profileSchema } from "@domain/profile";
import { nextDeletionFor } from "@domain/usage";
import {
  confirmEnrolment,
  limitAuthAttempts,
  removeFactor,
  requireAdmin,
  requireUser,
  startEnrolment,
} from "@server/auth";
import { i18nContext, requestContext } from "@server/context";
import { AppError, InvalidInput } from "@server/errors";
import { pageRoute, readForm } from "@server/http";
import { updateProfile } from "@server/profile";
import { lazy } from "react";
import { data } from "react-router";
import {
  MessagesPanel,
  OverviewPanel,
  preloadAdminPanel,
  UsersPanel,
} from "~/components/admin/admin-ops-panels";
import {
  CreateTab,
  IdeasTab,
  LibraryTab,
  PresetsTab,
  ProfileTab,
  preloadTab,
  TabSuspense,
} from "~/components/dashboard/lazy-tabs";
import { AdminPanel, NotYetAvailable } from "~/components/dashboard/panels";
import { ADMIN_TAB_IDS, tabFrom } from "~/components/dashboard/tabs";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/home";
import { contentTab, seoTab } from "./admin-content.server";
import { messagesTab, overviewTab, usersTab } from "./admin-ops.server";
import { ideasTab, libraryTab, presetsTab, profileTab } from "./tabs.server";

// In the browser, the tab in the address is loaded before the page hydrates (see lazy-tabs).
if (typeof document !== "undefined") {
  const tab = tabFrom(new URLSearchParams(window.location.search).get("tab"));
  await Promise.all([preloadTab(tab), preloadAdminPanel(tab)]);
}

/** Signed-in users only: the workspace tab named by ?tab= (admins only for the admin tabs). */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const tab = tabFrom(new URL(args.request.url).searchParams.get("tab"));
  // No admin data for non-admins: 403, and the boundary says "Access Denied".
  if (ADMIN_TAB_IDS.has(tab)) requireAdmin(args);
  const t = args.context.get(i18nContext).getFixedT(null, "account");
  const base = { title: `${t(`shell.tabs.${tab}`)} · ${t("dashboard.metaTitle")}`, tab };
  switch (tab) {
    case "profile":
      return { ...base, panel: { view: "profile" as const, ...(await profileTab(args, user)) } };
    case "library":
      return {
        ...base,
        panel: {
          view: "library" as const,
          ...(await libraryTab(args, user)),
          nextDeletion: nextDeletionFor(user, new Date())?.toISOString() ?? null,
        },
      };
    case "presets":
      return { ...base, panel: { view: "presets" as const, ...(await presetsTab(args, user)) } };
    case "create":
      return { ...base, panel: { view: "create" as const } };
    case "ideas":
      return { ...base, panel: { view: "ideas" as const, ...(await ideasTab(args, user)) } };
    case "content":
      return { ...base, panel: { view: "content" as const, ...(await contentTab(args, user)) } };
    case "seo":
      return { ...base, panel: { view: "seo" as const, ...(await seoTab(args, user)) } };
    case "overview":
      return { ...base, panel: { view: "overview" as const, props: await overviewTab(args) } };
    case "messages":
      return { ...base, panel: { view: "messages" as const, props: await messagesTab(args) } };
    case "users":
      return { ...base, panel: { view: "users" as const, props: await usersTab(args, user) } };
    default:
      return { ...base, panel: { view: "later" as const } };
  }
});

/** Signed-in users only: saves the user's own profile and manages their authenticator. */
export const action = pageRoute(async (args: Route.ActionArgs) => {
  const user = requireUser(args);
  const { request } = args;
  const formData = await readForm(request);
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
      // Spec section 8 "Error saving profile": the form stays, with what was typed.
      args.context.get(requestContext).log.error({ err: error }, "saving a profile failed");
      return data({ intent, result: submission.reply(), saveFailed: true }, { status: 500 });
    }
    return data(
      { intent, result: submission.reply() },
      {
        headers: { "Set-Cookie": flashToast({ kind: "success", title: "account:profile.saved" }) },
      },
    );
  }

  if (intent === "two-factor-start") {
    return { intent, enrolment: await startEnrolment(user, request.headers) };
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
    await limitAuthAttempts(args);
    // Six digits are a code from the app; anything else is tried as a recovery code.
    const code = String(formData.get("code") ?? "").trim();
    const proof = twoFactorCodeSchema.safeParse({
      method: /^\d{6}$/.test(code) ? "totp" : "recovery",
      code,
    });
    const outcome = proof.success ? await removeFactor(request.headers, proof.data) : null;
    if (!outcome?.ok) {
      const wrong = !outcome || ["INVALID_CODE", "INVALID_BACKUP_CODE"].includes(outcome.code);
      return data(
        { intent, error: wrong ? "twoFactor.invalidCode" : "twoFactor.failed" },
        { status: outcome?.status ?? 400 },
      );
    }
    const headers = new Headers(outcome.setCookies.map((c) => ["Set-Cookie", c]));
    headers.append(
      "Set-Cookie",
      flashToast({ kind: "success", title: "account:twoFactor.removed" }),
    );
    return data({ intent, removed: true }, { headers });
  }

  throw new InvalidInput({
    title: GENERATION_MESSAGES.validationErrorTitle,
    message: GENERATION_MESSAGES.checkInput,
  });
});

// Admin panels load only when an admin opens them: nobody else downloads their code.
const AdminContentTab = lazy(() => import("~/components/admin/content-tab"));
const AdminSeoTab = lazy(() => import("~/components/admin/seo-tab"));

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const { panel, tab } = loaderData;
  return <TabSuspense>{tabPanel(panel, tab)}</TabSuspense>;
}

function tabPanel(
  panel: Route.ComponentProps["loaderData"]["panel"],
  tab: Route.ComponentProps["loaderData"]["tab"],
) {
  switch (panel.view) {
    case "profile":
      return (
        <ProfileTab profile={panel.profile} billing={panel.billing} twoFactor={panel.twoFactor} />
      );
    case "create":
      return <CreateTab />;
    case "library":
      return <LibraryTab {...panel} />;
    case "presets":
      return <PresetsTab {...panel} />;
    case "ideas":
      return <IdeasTab {...panel} />;
    case "content":
      return (
        <AdminPanel>
          <AdminContentTab {...panel} />
        </AdminPanel>
      );
    case "seo":
      return (
        <AdminPanel>
          <AdminSeoTab {...panel} />
        </AdminPanel>
      );
    case "overview":
      return <OverviewPanel {...panel.props} />;
    case "messages":
      return <MessagesPanel {...panel.props} />;
    case "users":
      return <UsersPanel {...panel.props} />;
    default:
      return <NotYetAvailable tab={tab} />;
  }
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `${loaderData.title} · ${APP_NAME}` : APP_NAME;
  return [{ title }, { name: "robots", content: "noindex" }];
}
