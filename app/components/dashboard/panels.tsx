import { Wrench } from "lucide-react";
import { type ReactNode, Suspense, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/components/ui/spinner";
import type { TabId } from "./tabs";
import { useShortcutList } from "./use-shortcuts";

/** A tab whose screen is not built yet: says so plainly. */
export function NotYetAvailable({ tab }: { tab: TabId }) {
  const { t } = useTranslation("account");
  const shortcutList = useShortcutList();
  return (
    <section className="rounded-xl border p-6">
      <Wrench aria-hidden className="size-6 text-muted-foreground" />
      <h1 className="mt-3 font-semibold text-xl">
        {t("shell.notYet", { section: t(`shell.tabs.${tab}`) })}
      </h1>
      <p className="mt-1 text-muted-foreground">{t("shell.notYetDescription")}</p>
      <p className="mt-4 text-muted-foreground text-sm">
        {t("shell.shortcutsHint", { shortcuts: shortcutList })}
      </p>
    </section>
  );
}

const noSubscription = () => () => {};

/**
 * An admin panel, rendered in the browser only: its code is loaded lazily (only admins download
 * it), and a panel the server had rendered would show inputs that drop what is typed until that
 * code arrives. A spinner stands in meanwhile.
 */
export function AdminPanel({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const loading = <Spinner showLabel className="p-6" />;
  return inBrowser ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}
