import { ShieldAlert, Wrench } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TabId } from "./tabs";

/** A non-admin on an admin tab (spec section 2 and 8). */
export function AccessDenied() {
  const { t } = useTranslation("account");
  return (
    <section role="alert" className="rounded-xl border border-destructive/40 p-6">
      <ShieldAlert aria-hidden className="size-6 text-destructive" />
      <h1 className="mt-3 font-semibold text-xl">{t("shell.accessDenied")}</h1>
      <p className="mt-1 text-muted-foreground">{t("shell.accessDeniedDescription")}</p>
    </section>
  );
}

/** A tab whose screen is not built yet: says so plainly. */
export function NotYetAvailable({ tab }: { tab: TabId }) {
  const { t } = useTranslation("account");
  return (
    <section className="rounded-xl border p-6">
      <Wrench aria-hidden className="size-6 text-muted-foreground" />
      <h1 className="mt-3 font-semibold text-xl">
        {t("shell.notYet", { section: t(`shell.tabs.${tab}`) })}
      </h1>
      <p className="mt-1 text-muted-foreground">{t("shell.notYetDescription")}</p>
      <p className="mt-4 text-muted-foreground text-sm">{t("shell.shortcutsHint")}</p>
    </section>
  );
}
