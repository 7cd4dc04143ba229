import type { PresetSummary } from "@domain/presets";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

export type DeletePresetDialogProps = {
  /** The preset to delete; the dialog is open while it is set. Cancel clears it. */
  preset: PresetSummary | null;
  onCancel: () => void;
  onConfirm: (preset: PresetSummary) => void;
};

/** Asks before a preset is deleted. */
export function DeletePresetDialog({ preset, onCancel, onConfirm }: DeletePresetDialogProps) {
  const { t } = useTranslation("presets");
  return (
    <ConfirmDialog
      open={preset !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t("delete.title")}
      description={t("delete.description", { name: preset?.name ?? "" })}
      cancel={t("delete.cancel")}
      confirm={t("delete.confirm")}
      onConfirm={() => preset && onConfirm(preset)}
    />
  );
}
