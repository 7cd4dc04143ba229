import { contentTypeOf } from "@domain/content-types";
import { type GenerationInput, parseGenerationInput } from "@domain/generation-input";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator, useRouteLoaderData } from "react-router";
import { CreateForm } from "~/components/create/create-form";
import { toast } from "~/components/ui/toaster";
import { GenerationOverlay } from "./generation-overlay";
import { usePricingDialog } from "./pricing-dialog";
import { ResultCard } from "./result-card";
import { useGeneration } from "./use-generation";
import { usePrefill } from "./use-prefill";

type LayoutData = { usage: { tier: string; remaining: number | null } };

/** The Create tab: the form, the live overlay, the result, then the post's view (spec 2 and 4). */
export function CreateTab() {
  const { t, i18n } = useTranslation("account");
  const layout = useRouteLoaderData("routes/dashboard/layout") as LayoutData | undefined;
  const pricing = usePricingDialog();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { state, start } = useGeneration();
  const typeRef = useRef<GenerationInput["contentType"]>("blog");
  const { prefill, version } = usePrefill();

  const limitReached = (tier: string, limit: number) => {
    toast.error(t("generation.usageLimitTitle"), {
      description:
        tier === "free"
          ? t("generation.usageLimitFree", { count: limit })
          : t("generation.usageLimitPaid", { count: limit }),
    });
    pricing.open();
  };

  const onGenerate = async (input: GenerationInput) => {
    typeRef.current = input.contentType;
    const usage = layout?.usage;
    // Nothing is sent when the month's quota is used up.
    if (usage && usage.remaining !== null && usage.remaining <= 0) {
      limitReached(usage.tier, 0);
      return;
    }
    const error = await start(input);
    if (!error) return;
    if (error.code === "USAGE_LIMIT") limitReached(error.tier ?? "free", error.limit ?? 0);
    else toast.error(error.title, { description: error.message || t("generation.failed") });
  };

  useEffect(() => {
    if (state.status === "succeeded" && state.postId) {
      toast.success(contentTypeOf(typeRef.current).successTitle, {
        description: t("generation.generatedDescription"),
      });
      revalidator.revalidate();
      const timer = setTimeout(() => navigate(`/dashboard/view/${state.postId}`), 1000);
      return () => clearTimeout(timer);
    }
    if (state.status === "failed") {
      toast.error(t("generation.failedTitle"), {
        description: state.error ?? t("generation.failed"),
      });
      revalidator.revalidate();
    }
  }, [state.status, state.postId, state.error, navigate, revalidator, t]);

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

  const busy =
    state.status === "starting" || state.status === "queued" || state.status === "running";
  return (
    <div className="space-y-8">
      <CreateForm
        key={version}
        defaultValues={prefill ?? undefined}
        busy={busy}
        onGenerate={onGenerate}
        language={i18n.language}
      />
      <GenerationOverlay state={state} />
      {state.status === "succeeded" && state.postId ? (
        <ResultCard
          typeLabel={contentTypeOf(typeRef.current).label}
          html={state.text}
          postId={state.postId}
        />
      ) : null}
    </div>
  );
}
