import { useTranslation } from "react-i18next";
import { copyToClipboard, NothingToCopy } from "~/lib/clipboard";
import { toast } from "./toast-queue";

/** Copies text with the spec's toasts: Content Copied, No Content, Copy Failed. */
export function useCopy() {
  const { t } = useTranslation("account");
  return async (text: string | Promise<string>) => {
    try {
      await copyToClipboard(text);
      toast.success(t("copy.copied"));
    } catch (error) {
      if (error instanceof NothingToCopy) {
        toast.error(t("copy.noContentTitle"), { description: t("copy.noContent") });
      } else {
        toast.error(t("copy.failedTitle"), { description: t("copy.failed") });
      }
    }
  };
}
