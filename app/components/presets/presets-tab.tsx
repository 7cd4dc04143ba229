import { addressOf } from "@domain/api/contract";
import type { UsePresetRequest } from "@domain/api/generations";
import { deletePreset } from "@domain/api/preset";
import type { PresetSummary } from "@domain/presets";
import type { SourceSummary } from "@domain/sources";
import { BookmarkIcon, PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { VoiceOption } from "~/components/create/voice-select";
import { GenerationOverlay } from "~/components/dashboard/generation-overlay";
import { LoadFailedAlert } from "~/components/dashboard/load-failed-alert";
import { useGenerationFlow } from "~/components/dashboard/use-generation-flow";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { useApi } from "~/lib/use-api";
import { CreatePresetDialog } from "./create-preset-dialog";
import { DeletePresetDialog } from "./delete-preset-dialog";
import { PresetCard } from "./preset-card";
import { UsePresetDialog } from "./use-preset-dialog";

export type PresetsTabProps = {
  /** The user's presets, newest first. */
  presets: PresetSummary[];
  /** The user's sources a new preset may keep. */
  sources?: SourceSummary[];
  /** The user's learned voices a new preset may write in (issue 29). */
  voices?: VoiceOption[];
  /** The list could not be read. */
  loadFailed: boolean;
};

/**
 * The Presets tab (spec section 2): the saved presets newest first with Use and Delete, and the
 * Create Preset button. Using one generates through the same flow as the Create tab.
 */
export function PresetsTab({ presets, sources = [], voices = [], loadFailed }: PresetsTabProps) {
  const { t, i18n } = useTranslation("presets");
  const flow = useGenerationFlow();
  // "Preset deleted" comes back as the flash toast; a refusal says so here.
  const deleter = useApi(deletePreset, { onError: () => toast.error(t("messages.deleteFailed")) });
  const [creating, setCreating] = useState(false);
  const [using, setUsing] = useState<PresetSummary | null>(null);
  const [deleting, setDeleting] = useState<PresetSummary | null>(null);
  // A preset being deleted leaves the list at once; it comes back if the server refuses.
  const pending = deleter.pendingAction;
  const shown = presets.filter((preset) => pending !== addressOf(deletePreset, { id: preset.id }));

  useEffect(() => {
    if (loadFailed) toast.error(t("messages.loadFailed"));
  }, [loadFailed, t]);

  function confirmDelete(preset: PresetSummary) {
    setDeleting(null);
    void deleter.call({ params: { id: preset.id } });
  }

  function generate(request: UsePresetRequest) {
    if (!using) return Promise.resolve(false);
    return flow.generate(using.contentType, { ...request, language: i18n.language });
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="font-semibold text-2xl tracking-tight">{t("tab.title")}</h1>
          <p className="text-muted-foreground">{t("tab.description")}</p>
        </div>
        <Button type="button" onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden />
          {t("tab.create")}
        </Button>
      </header>

      {loadFailed ? (
        <LoadFailedAlert message={t("messages.loadFailed")} />
      ) : shown.length === 0 ? (
        <section className="grid place-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <BookmarkIcon aria-hidden className="size-8 text-muted-foreground" />
          <h2 className="font-semibold text-lg">{t("tab.emptyTitle")}</h2>
          <p className="max-w-md text-muted-foreground text-sm">{t("tab.emptyDescription")}</p>
          <Button type="button" variant="outline" onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            {t("tab.create")}
          </Button>
        </section>
      ) : (
        <>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {t("tab.count", { count: shown.length })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((preset) => (
              <PresetCard key={preset.id} preset={preset} onUse={setUsing} onDelete={setDeleting} />
            ))}
          </ul>
        </>
      )}

      <CreatePresetDialog
        open={creating}
        onOpenChange={setCreating}
        sources={sources}
        voices={voices}
      />
      <UsePresetDialog preset={using} onClose={() => setUsing(null)} onGenerate={generate} />
      <DeletePresetDialog
        preset={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <GenerationOverlay state={flow.state} />
    </div>
  );
}
