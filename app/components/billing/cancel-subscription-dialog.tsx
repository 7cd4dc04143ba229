import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

/**
 * Asks before a subscription is cancelled: it stays active to the end of its period; a plan an
 * admin gave (`grantOf`, its name) has none and ends at once (ADR 0020).
 */
export function CancelSubscriptionDialog({
  open,
  date,
  grantOf = null,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  date: string;
  grantOf?: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("account");
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("billing.cancelTitle")}
      description={
        grantOf
          ? t("billing.grantCancelDescription", { plan: grantOf })
          : t("billing.cancelDescription", { date })
      }
      cancel={t("billing.keep")}
      confirm={grantOf ? t("billing.grantCancelConfirm") : t("billing.cancelConfirm")}
      onConfirm={onConfirm}
    />
  );
}
