import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { FlashToast } from "./toast";
import { toast } from "./toast-queue";

/** Shows a toast that a redirect left behind, once. */
export function useFlashToast(flash: FlashToast | null): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!flash) return;
    const title = t(flash.title as never, { defaultValue: flash.title });
    const description = flash.description
      ? t(flash.description as never, { defaultValue: flash.description })
      : undefined;
    if (flash.kind === "error") toast.error(title, { description });
    else toast.success(title, { description });
  }, [flash, t]);
}
