import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";

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
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("billing.cancelTitle")}</AlertDialogTitle>
          <AlertDialogDescription>
            {grantOf
              ? t("billing.grantCancelDescription", { plan: grantOf })
              : t("billing.cancelDescription", { date })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("billing.keep")}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            {grantOf ? t("billing.grantCancelConfirm") : t("billing.cancelConfirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
