import type { Voice } from "@domain/voices";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

export type DeleteVoiceDialogProps = {
  /** The voice to delete; the dialog is open while it is set. Cancel clears it. */
  voice: Pick<Voice, "id" | "name"> | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before a voice is deleted. */
export function DeleteVoiceDialog({ voice, onCancel, onConfirm }: DeleteVoiceDialogProps) {
  const { t } = useTranslation("voices");
  return (
    <ConfirmDialog
      open={voice !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t("detail.deleteTitle")}
      description={t("detail.deleteDescription", { name: voice?.name ?? "" })}
      cancel={t("detail.deleteCancel")}
      confirm={t("detail.deleteConfirm")}
      onConfirm={onConfirm}
    />
  );
}
