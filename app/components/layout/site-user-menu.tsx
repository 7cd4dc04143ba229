import { PLANS } from "@domain/plans";
import { Crown, Keyboard, LogOut, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { tabHref } from "~/components/dashboard/tabs";
import { useShortcutList } from "~/components/dashboard/use-shortcuts";
import { initials, type MenuUser } from "./menu-user";

/**
 * The signed-in header's avatar menu on public pages (spec section 2): e-mail, plan, Account
 * Preferences, the shortcuts hint and Sign Out. A <details> element and a plain form, so it
 * works on pages served without React; the dashboard has the scripted menu (user-menu.tsx).
 */
export function SiteUserMenu({ user }: { user: MenuUser }) {
  const { t } = useTranslation("account");
  const plan = t(`plans.${user.tier}.name`);
  const shortcuts = useShortcutList();
  return (
    <details data-menu="" className="relative">
      <summary className="grid size-9 cursor-pointer list-none place-items-center rounded-full bg-primary font-semibold text-primary-foreground text-sm">
        <span aria-hidden="true">{initials(user)}</span>
        <span className="sr-only">{t("menu.open", { email: user.email })}</span>
      </summary>
      <div className="absolute end-0 mt-2 w-72 rounded-lg border bg-background p-2 text-sm shadow-lg">
        <div className="px-2 py-1.5">
          <p className="truncate font-medium">
            <bdi>{user.email}</bdi>
          </p>
          <p className="mt-1 flex items-center gap-1 text-muted-foreground text-xs">
            <Crown aria-hidden className="size-3.5" />
            {t("menu.plan", { plan })}
            {user.isAdmin
              ? null
              : ` · ${t(`plans.${user.tier}.description`, { count: PLANS[user.tier].generationLimit })}`}
          </p>
        </div>
        <hr className="my-1" />
        <a
          href={tabHref("profile")}
          className="flex items-center gap-2 rounded px-2 py-1.5 hover:bg-accent"
        >
          <Settings aria-hidden className="size-4" /> {t("menu.preferences")}
        </a>
        <p className="flex items-start gap-2 px-2 py-1.5 text-muted-foreground text-xs">
          <Keyboard aria-hidden className="mt-0.5 size-4" />
          <span>
            {t("menu.shortcuts")}: {shortcuts}
          </span>
        </p>
        <hr className="my-1" />
        <form method="post" action="/auth/sign-out">
          <button
            type="submit"
            className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-start hover:bg-accent"
          >
            <LogOut aria-hidden className="size-4 rtl:-scale-x-100" /> {t("menu.signOut")}
          </button>
        </form>
      </div>
    </details>
  );
}
