import { type ContentType, contentTypeOf } from "@domain/content-types";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator, useRouteLoaderData } from "react-router";
import { toast } from "~/components/ui/toaster";
import { usePricingDialog } from "./pricing-dialog";
import { useGeneration } from "./use-generation";

type LayoutData = { usage: { tier: string; remaining: number | null } };

/**
 * One generation from the dashboard, the same wherever it starts (the Create tab, a preset):
 * nothing is sent when the month's quota is used up, the limit toast and the pricing dialog when
 * the server refuses for quota, the error toast otherwise; on success the "{Type} Generated!"
 * toast and, a second later, the post's view (spec sections 2, 8 and 9).
 */
export function useGenerationFlow() {
  const { t } = useTranslation("account");
  const layout = useRouteLoaderData("routes/dashboard/layout") as LayoutData | undefined;
  const pricing = usePricingDialog();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { state, start } = useGeneration();
  const typeRef = useRef<ContentType>("blog");

  const limitReached = (tier: string, limit: number) => {
    toast.error(t("generation.usageLimitTitle"), {
      description:
        tier === "free"
          ? t("generation.usageLimitFree", { count: limit })
          : t("generation.usageLimitPaid", { count: limit }),
    });
    pricing.open();
  };

  /**
   * Starts a generation of this type from `request` (a checked generation input, or a Use Preset
   * request the server derives one from). Resolves true once it has started.
   */
  const generate = async (type: ContentType, request: unknown): Promise<boolean> => {
    typeRef.current = type;
    const usage = layout?.usage;
    if (usage && usage.remaining !== null && usage.remaining <= 0) {
      limitReached(usage.tier, 0);
      return false;
    }
    const error = await start(request);
    if (!error) return true;
    if (error.code === "USAGE_LIMIT") limitReached(error.tier ?? "free", error.limit ?? 0);
    else toast.error(error.title, { description: error.message || t("generation.failed") });
    return false;
  };

  // The latest revalidator and navigate, read when a generation finishes: both change identity
  // (the revalidator with every revalidation it starts), and an effect that depended on them ran
  // again and again for one finished generation (a toast and a revalidation each time).
  const latest = useRef({ revalidator, navigate, t });
  latest.current = { revalidator, navigate, t };
  const handled = useRef<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  // Once per finished generation, keyed by its id: one toast, one revalidation, one redirect.
  useEffect(() => {
    const succeeded = state.status === "succeeded" && state.postId !== null;
    if (!(succeeded || state.status === "failed") || !state.id) return;
    if (handled.current === state.id) return;
    handled.current = state.id;
    const { revalidator, navigate, t } = latest.current;
    if (succeeded) {
      toast.success(contentTypeOf(typeRef.current).successTitle, {
        description: t("generation.generatedDescription"),
      });
      const postId = state.postId;
      redirect.current = setTimeout(() => navigate(`/dashboard/view/${postId}`), 1000);
    } else {
      toast.error(t("generation.failedTitle"), {
        description: state.error ?? t("generation.failed"),
      });
    }
    revalidator.revalidate();
  }, [state.status, state.id, state.postId, state.error]);

  const busy =
    state.status === "starting" || state.status === "queued" || state.status === "running";
  return { state, generate, busy, type: typeRef.current };
}
