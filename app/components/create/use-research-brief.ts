/**
 * The research brief of the Create screen (issue 27) as a job: started at POST
 * /api/research-briefs with the chosen sources, the piece's topic and writing language, then read
 * every second (GET /api/research-briefs/{id}) until it ends, like the Idea Lab's sets. A refusal
 * says why in a toast (Insufficient Credits opens the pricing dialog); a brief that failed says so
 * in the panel (its message key).
 */
import type { ApiError } from "@domain/api/errors";
import {
  type ResearchBriefResponse,
  type ResearchBriefRun,
  readResearchBrief,
  type StartResearchBrief,
  startResearchBrief,
} from "@domain/api/research-briefs";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { usePricingDialog } from "~/components/billing/pricing-dialog";
import { toast } from "~/components/ui/toaster";
import { type JobKind, useJob } from "~/lib/use-job";
import { useMessageText } from "~/lib/use-message-text";

export const RESEARCH_BRIEF: JobKind<
  ResearchBriefRun,
  ResearchBriefResponse,
  never,
  ResearchBriefResponse
> = {
  start: { contract: startResearchBrief, begin: ({ brief }) => brief },
  poll: {
    contract: readResearchBrief,
    params: (run) => ({ id: run.id }),
    read: ({ brief }) => brief,
    everyMs: 1000,
  },
};

export function useResearchBrief() {
  const { t } = useTranslation("research");
  const { problemText } = useMessageText();
  const pricing = usePricingDialog();
  const revalidator = useRevalidator();

  const refused = (error: ApiError) => {
    if (error.code === "INTERNAL") {
      toast.error(t("brief.failedTitle"), { description: t("brief.startFailed") });
      return;
    }
    const { title, message } = problemText(error);
    toast.error(title ?? t("brief.failedTitle"), { description: message });
    if (error.code === "INSUFFICIENT_CREDITS") pricing.open();
  };

  // The credit it held is committed or released: the usage box is read again.
  const { job, busy, start } = useJob(RESEARCH_BRIEF, {
    onFinished: () => revalidator.revalidate(),
  });

  /** Starts a brief; resolves false when the server refused it (a toast says why). */
  const refusedRef = useRef(refused);
  refusedRef.current = refused;
  const build = useCallback(
    async (request: StartResearchBrief) => {
      const error = await start(request);
      if (error) refusedRef.current(error);
      return !error;
    },
    [start],
  );
  return { run: job, busy, build };
}
