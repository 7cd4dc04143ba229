import { PLANS } from "@domain/plans";
import { Keyboard, LogOut, Settings, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSubmit } from "react-router";
import { tabHref } from "~/components/dashboard/tabs";
import { useShortcutList } from "~/components/dashboard/use-shortcuts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";

import { initials, type MenuUser } from "./menu-user";

/** The signed-in header's avatar menu (spec section 2, "Landing page and header"). */
export function UserMenu({ user, remaining }: { user: MenuUser; remaining?: number | null }) {
  const { t } = useTranslation("account");
  const plan = t(`plans.${user.tier}.name`);
  const submit = useSubmit();
  const shortcutList = useShortcutList();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="grid size-9 place-items-center rounded-full bg-primary font-semibold text-primary-foreground text-sm">
        <span aria-hidden="true">{initials(user)}</span>
        <span className="sr-only">{t("menu.open", { email: user.email })}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate font-medium">
            <bdi>{user.email}</bdi>
          </p>
          <p className="mt-1 text-muted-foreground text-xs">
            {t("menu.plan", { plan })}
            {/* An admin's generations are unlimited: the plan's monthly number does not apply. */}
            {user.isAdmin
              ? null
              : ` · ${t(`plans.${user.tier}.description`, { count: PLANS[user.tier].generationLimit })}`}
          </p>
          {remaining !== undefined ? (
            <p className="mt-1 text-muted-foreground text-xs">
              {remaining === null
                ? t("menu.remainingUnlimited")
                : t("menu.remaining", { count: remaining })}
            </p>
          ) : null}
          {user.isAdmin ? (
            <p className="mt-1 flex items-center gap-1 text-muted-foreground text-xs">
              <ShieldCheck aria-hidden className="size-3.5" /> {t("menu.admin")}
            </p>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={tabHref("profile")}>
            <Settings aria-hidden className="size-4" /> {t("menu.preferences")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuLabel className="flex items-start gap-2 font-normal text-muted-foreground text-xs">
          <Keyboard aria-hidden className="mt-0.5 size-4" />
          <span>
            {t("menu.shortcuts")}: {shortcutList}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* The menu closes (and unmounts) on select, so the item submits the sign-out itself. */}
        <DropdownMenuItem
          onSelect={() => submit(null, { method: "post", action: "/auth/sign-out" })}
        >
          <LogOut aria-hidden className="size-4 rtl:-scale-x-100" /> {t("menu.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
