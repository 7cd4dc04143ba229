import type { ApiError } from "@domain/api/errors";
import { type generationEventSchema, streamGenerationEvents } from "@domain/api/generation-events";
import {
  type StartGenerationRequest,
  type StartGenerationResponse,
  startGeneration,
} from "@domain/api/generations";
import type { ContentType } from "@domain/content-types";
import { PLANS, type Tier } from "@domain/plans";
import { usageLimitMessage } from "@domain/usage";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { href, useNavigate, useRevalidator, useRouteLoaderData } from "react-router";
import type { z } from "zod";
import { usePricingDialog } from "~/components/billing/pricing-dialog";
import { typeKey } from "~/components/create/create-text";
import { toast } from "~/components/ui/toaster";
import { type JobKind, useJob } from "~/lib/use-job";
import { useMessageText } from "~/lib/use-message-text";

export type GenerationState = {
  id: string | null;
  status: "idle" | "starting" | "queued" | "running" | "succeeded" | "failed";
  phase: string;
  percent: number;
  text: string;
  postId: string | null;
  /** A failed generation's message key. */
  error: string | null;
  /**
   * The server refused to stream the progress (the user follows too many generations at once):
   * the generation goes on, but this page cannot show it.
   */
  unfollowed: boolean;
};

const IDLE: GenerationState = {
  id: null,
  status: "idle",
  phase: "queued",
  percent: 0,
  text: "",
  postId: null,
  error: null,
  unfollowed: false,
};

type GenerationEvent = z.infer<typeof generationEventSchema>;

type GenerationJob = Omit<GenerationState, "id" | "status" | "unfollowed"> & {
  id: string;
  status: GenerationEvent["status"];
  /** Its Server-Sent Events: the real progress (phase, percent, text as written). */
  events: string;
};

/** A generation as a job: started at POST /api/generations, followed by its event stream. */
const GENERATION: JobKind<GenerationJob, StartGenerationResponse, GenerationEvent, unknown> = {
  start: {
    contract: startGeneration,
    begin: ({ id, events }) => ({ ...IDLE, id, events, status: "queued" }),
  },
  events: {
    contract: streamGenerationEvents,
    params: (job) => ({ id: job.id }),
    apply: (job, event) => ({
      ...job,
      status: event.status,
      phase: event.phase,
      percent: event.percent,
      text: job.text + event.delta,
      postId: event.postId,
      error: event.error,
    }),
  },
};

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
  const typeRef = useRef<ContentType>("blog");
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  // Once per finished generation: one toast, one revalidation, one redirect.
  const finished = (job: GenerationJob) => {
    if (job.status === "succeeded" && job.postId) {
      const type = text(`create:${typeKey(typeRef.current, "label")}`);
      toast.success(t("generation.generatedTitle", { type }), {
        description: t("generation.generatedDescription"),
      });
      const postId = job.postId;
      redirect.current = setTimeout(
        () => navigate(href("/dashboard/view/:id", { id: postId })),
        1000,
      );
    } else if (job.status === "failed") {
      toast.error(t("generation.failedTitle"), {
        description: text(job.error ?? "account:generation.failed"),
      });
    } else return;
    revalidator.revalidate();
  };
  const { job, starting, unfollowed, busy, start, reset } = useJob(GENERATION, {
    onFinished: finished,
  });
  const state: GenerationState = starting
    ? { ...IDLE, status: "starting" }
    : job
      ? {
          id: job.id,
          status: job.status,
          phase: job.phase,
          percent: job.percent,
          text: job.text,
          postId: job.postId,
          error: job.error,
          unfollowed,
        }
      : IDLE;
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
    // A new generation replaces the one shown (its result card, a failure).
    reset();
    const error = await start(request);
    if (!error) return true;
    refused(error);
    return false;
  };

  return { state, generate, busy, type: typeRef.current };
}
