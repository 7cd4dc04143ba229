import type { ApiError } from "@domain/api/errors";
import { useTranslation } from "react-i18next";
import { usePricingDialog } from "~/components/billing/pricing-dialog";
import { toast } from "~/components/ui/toaster";
import { useMessageText } from "~/lib/use-message-text";

/**
 * A refused bulk call, said in a toast in the words of its message keys; past the credits left
 * (402 USAGE_LIMIT) the pricing dialog opens too, as on Create.
 */
export function useRefusal() {
  const { t } = useTranslation("bulk");
  const { problemText } = useMessageText();
  const pricing = usePricingDialog();
  return (error: ApiError) => {
    const { title, message } = problemText(error);
    toast.error(title ?? t("errors.failedTitle"), { description: message });
    if (error.code === "USAGE_LIMIT") pricing.open();
  };
}
