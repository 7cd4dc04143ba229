import type { PresetSummary } from "@domain/presets";
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
    <AlertDialog
      open={preset !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("delete.title")}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("delete.description", { name: preset?.name ?? "" })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("delete.cancel")}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => preset && onConfirm(preset)}>
            {t("delete.confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
