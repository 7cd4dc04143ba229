import { X } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { useDateText } from "~/lib/use-date-text";
import { usePricingDialog } from "./pricing-dialog";

/** Spec section 9: the local storage key of "Don't show again". */
export const DISMISSED_KEY = "free-user-alert-dismissed";
/** "Close" hides it for this browser session only. */
const CLOSED_KEY = "free-user-alert-closed";

const subscribe = () => () => {};

function storedFlag(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === "true";
  } catch {
    return false; // storage refused (private mode): the banner shows, as for anyone new
  }
}

function setFlag(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, "true");
  } catch {
    // Storage refused: it stays hidden for this page only.
  }
}

/**
 * The free-user alert (spec section 2): generations left this month, the monthly deletion of
 * older library content (decisions, "free-tier retention") and Upgrade. Close hides it for the
 * session, Don't show again for good. Rendered after hydration only, since the flags live in the
 * browser.
 */
export function FreeUserBanner({
  remaining,
  total,
  nextDeletion,
}: {
  remaining: number;
  total: number;
  /** ISO date of the next monthly deletion. */
  nextDeletion: string;
}) {
  const { t, i18n } = useTranslation("account");
  const pricing = usePricingDialog();
  const dateText = useDateText(i18n.language);
  const [hidden, setHidden] = useState(false);
  const stored = useSyncExternalStore(
    subscribe,
    () =>
      storedFlag(() => localStorage, DISMISSED_KEY) || storedFlag(() => sessionStorage, CLOSED_KEY),
    () => true,
  );
  if (hidden || stored) return null;
  const hide = (storage: () => Storage, key: string) => {
    setFlag(storage, key);
    setHidden(true);
  };
  return (
    <section
      aria-label={t("freeBanner.label")}
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-start dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="flex-1 space-y-1 text-sm">
        <p className="font-medium">{t("freeBanner.remaining", { remaining, total })}</p>
        <p>{t("freeBanner.deletion", { date: dateText(nextDeletion) })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={pricing.open}>
          {t("freeBanner.upgrade")}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => hide(() => localStorage, DISMISSED_KEY)}>
          {t("freeBanner.dontShow")}
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t("freeBanner.close")}
          onClick={() => hide(() => sessionStorage, CLOSED_KEY)}
        >
          <X aria-hidden />
        </Button>
      </div>
    </section>
  );
}
