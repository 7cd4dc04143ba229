import { type GenerationInput, parseGenerationInput } from "@domain/generation-input";
import type { SourceSummary } from "@domain/sources";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CreateForm } from "~/components/create/create-form";
import { useCreateText } from "~/components/create/create-text";
import { useCreateResearch } from "~/components/create/use-create-research";
import { toast } from "~/components/ui/toaster";
import { GenerationOverlay } from "./generation-overlay";
import { ModelBanner } from "./model-banner";
import { NoCreditsNotice } from "./no-credits-notice";
import { ResultCard } from "./result-card";
import { useGenerationFlow } from "./use-generation-flow";
import { useModelStatus } from "./use-model-status";
import { usePrefill } from "./use-prefill";

const NO_SOURCES: readonly SourceSummary[] = [];

export type CreateTabProps = {
  /** The writer's research sources (issue 27), as the loader read them. */
  sources?: readonly SourceSummary[];
  sourcesFailed?: boolean;
  /** The writer's learned voices (issue 29), for the form's Voice select. */
  voices?: readonly { id: string; name: string }[];
};

/**
 * The Create tab: the form with its Sources, the live overlay, the result, then the post's view
 * (spec 2 and 4); a research brief, once built, beside the Sources (below them on narrow screens).
 */
export function CreateTab({ sources = NO_SOURCES, sourcesFailed = false, voices }: CreateTabProps) {
  const { t, i18n } = useTranslation("account");
  const { typeText } = useCreateText();
  const { state, generate, busy, type } = useGenerationFlow();
  const succeeded = state.status === "succeeded" && state.postId !== null;
  const { prefill, version } = usePrefill();
  const model = useModelStatus();
  const research = useCreateResearch(sources, sourcesFailed);

  const onGenerate = async (input: GenerationInput) => {
    await generate(input.contentType, input);
  };

  // A prefill from an idea: announced, and with autoGenerate started 0.8 s later (spec 2 and 9).
  const onGenerateRef = useRef(onGenerate);
  onGenerateRef.current = onGenerate;
  useEffect(() => {
    if (!prefill) return;
    toast.success(t("generation.ideaLoaded"));
    if (!prefill.autoGenerate) return;
    const parsed = parseGenerationInput({ ...prefill, language: i18n.language });
    if (!parsed.ok) return;
    const timer = setTimeout(() => void onGenerateRef.current(parsed.value), 800);
    return () => clearTimeout(timer);
  }, [prefill, i18n.language, t]);

  return (
    <div className="space-y-8">
      <ModelBanner status={model} />
      <NoCreditsNotice />
      <CreateForm
        key={version}
        defaultValues={prefill ?? undefined}
        busy={busy}
        onGenerate={onGenerate}
        language={i18n.language}
        step={succeeded ? 3 : 2}
        sourceIds={research.chosenIds}
        sources={research.section}
        onDraftChange={research.onDraftChange}
        voices={voices}
      />
      <GenerationOverlay state={state} model={model} />
      {succeeded && state.postId ? (
        <ResultCard typeLabel={typeText(type, "label")} html={state.text} postId={state.postId} />
      ) : null}
    </div>
  );
}
