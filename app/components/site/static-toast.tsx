import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import type { FlashToast } from "~/lib/toast";

/**
 * The toast a redirect left, on a page served without React in the browser: rendered by the
 * server in the toaster's place; /site.js lets the visitor close it and hides it after a while.
 */
export function StaticToast({ toast }: { toast: FlashToast }) {
  const { t } = useTranslation();
  const error = toast.kind === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      data-static-toast=""
      data-kind={toast.kind}
      className={cn(
        "fixed end-4 bottom-4 z-50 max-w-sm rounded-lg border bg-background p-4 pe-10 shadow-lg",
        error && "border-destructive",
      )}
    >
      <p className="font-semibold">{t(toast.title as never, { defaultValue: toast.title })}</p>
      {toast.description ? (
        <p className="mt-1 text-muted-foreground text-sm">
          {t(toast.description as never, { defaultValue: toast.description })}
        </p>
      ) : null}
      <button
        type="button"
        data-close-toast=""
        className="absolute end-2 top-2 rounded p-1 text-muted-foreground hover:text-foreground"
        aria-label={t("close")}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
