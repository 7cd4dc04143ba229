import type { ApiError } from "@domain/api/errors";
import type { StartGenerationRequest } from "@domain/api/generations";
import type { ContentType } from "@domain/content-types";
import { PLANS, type Tier } from "@domain/plans";
import { usageLimitMessage } from "@domain/usage";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { href, useNavigate, useRevalidator, useRouteLoaderData } from "react-router";
import { usePricingDialog } from "~/components/billing/pricing-dialog";
import { typeKey } from "~/components/create/create-text";
import { toast } from "~/components/ui/toaster";
import { useMessageText } from "~/lib/use-message-text";
import { useGeneration } from "./use-generation";

type LayoutData = { usage: { tier: Tier | "admin"; remaining: number | null } };

/**
 * One generation from the dashboard, the same wherever it starts (the Create tab, a preset):
 * nothing is sent when the month's quota is used up, the limit toast and the pricing dialog when
 * the server refuses for quota, the error toast otherwise; on success the "{Type} Generated!"
 * toast and, a second later, the post's view (spec sections 2, 8 and 9).
 */
export function useGenerationFlow() {
  const { t } = useTranslation("account");
  const { text, problemText } = useMessageText();
  const layout = useRouteLoaderData("routes/dashboard/layout") as LayoutData | undefined;
  const pricing = usePricingDialog();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { state, start } = useGeneration();
  const typeRef = useRef<ContentType>("blog");

  // Spec section 8 "Usage Limit Reached", before anything is sent: the tier's own limit.
  const limitReached = (tier: Tier) => {
    toast.error(t("generation.usageLimitTitle"), {
      description: text(usageLimitMessage(tier), { count: PLANS[tier].generationLimit }),
    });
    pricing.open();
  };

  // The server refused: "Usage Limit Exceeded" with its details, or the error it answered.
  const refused = (error: ApiError) => {
    if (error.code === "USAGE_LIMIT") {
      toast.error(t("generation.usageExceededTitle"), {
        description: error.params?.count
          ? text(error.message, error.params)
          : t("generation.usageExceeded"),
      });
      pricing.open();
    } else if (error.code === "INTERNAL") {
      toast.error(t("generation.failedTitle"), { description: t("generation.startFailed") });
    } else {
      const { title, message } = problemText(error);
      toast.error(title ?? t("generation.failedTitle"), { description: message });
    }
  };

  /**
   * Starts a generation of this type from `request` (a checked generation input, or a Use Preset
   * request the server derives one from). Resolves true once it has started.
   */
  const generate = async (type: ContentType, request: StartGenerationRequest): Promise<boolean> => {
    typeRef.current = type;
    const usage = layout?.usage;
    if (usage && usage.tier !== "admin" && usage.remaining !== null && usage.remaining <= 0) {
      limitReached(usage.tier);
      return false;
    }
    const error = await start(request);
    if (!error) return true;
    refused(error);
    return false;
  };

  // The latest revalidator and navigate, read when a generation finishes: both change identity
  // (the revalidator with every revalidation it starts), and an effect that depended on them ran
  // again and again for one finished generation (a toast and a revalidation each time).
  const latest = useRef({ revalidator, navigate, t, text });
  latest.current = { revalidator, navigate, t, text };
  const handled = useRef<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  // Once per finished generation, keyed by its id: one toast, one revalidation, one redirect.
  useEffect(() => {
    const succeeded = state.status === "succeeded" && state.postId !== null;
    if (!(succeeded || state.status === "failed") || !state.id) return;
    if (handled.current === state.id) return;
    handled.current = state.id;
    const { revalidator, navigate, t, text } = latest.current;
    if (succeeded && state.postId) {
      const type = text(`create:${typeKey(typeRef.current, "label")}`);
      toast.success(t("generation.generatedTitle", { type }), {
        description: t("generation.generatedDescription"),
      });
      const postId = state.postId;
      redirect.current = setTimeout(
        () => navigate(href("/dashboard/view/:id", { id: postId })),
        1000,
      );
    } else {
      toast.error(t("generation.failedTitle"), {
        description: text(state.error ?? "account:generation.failed"),
      });
    }
    revalidator.revalidate();
  }, [state.status, state.id, state.postId, state.error]);

  const busy =
    state.status === "starting" || state.status === "queued" || state.status === "running";
  return { state, generate, busy, type: typeRef.current };
}
