import type { ApiError } from "@domain/api/errors";
import { type IdeaRun, type IdeaRunResponse, readIdeaRun, startIdeaRun } from "@domain/api/ideas";
import type { IdeaRequest } from "@domain/ideas";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { usePricingDialog } from "~/components/billing/pricing-dialog";
import { toast } from "~/components/ui/toaster";
import { type JobKind, useJob } from "~/lib/use-job";
import { useMessageText } from "~/lib/use-message-text";

/**
 * An idea set as a job: started at POST /api/ideas, then its stored phase and percent read every
 * 800 ms (GET /api/ideas/runs/{id}) until it ends. A set takes seconds and its result is the list
 * of ideas read with the run, so a read of the run is all the following it needs (no stream).
 */
const IDEA_RUN: JobKind<IdeaRun, IdeaRunResponse, never, IdeaRunResponse> = {
  start: { contract: startIdeaRun, begin: ({ run }) => run },
  poll: {
    contract: readIdeaRun,
    params: (run) => ({ id: run.id }),
    read: ({ run }) => run,
    everyMs: 800,
  },
};

/**
 * The Idea Lab's sets through the one job hook (useJob): the screen's latest set from its loader
 * is followed where it is (a closed tab loses nothing). Refusals say what the spec says (Daily
 * Limit Reached, Insufficient Credits: with the pricing dialog), a failed set says so, and the
 * usage box and free count are read again when a set starts and when it ends.
 */
export function useIdeaFlow(latest: IdeaRun | null) {
  const { t } = useTranslation("ideas");
  const { text, problemText } = useMessageText();
  const pricing = usePricingDialog();
  const revalidator = useRevalidator();

  const refused = (error: ApiError) => {
    if (error.code === "INTERNAL") {
      toast.error(t("errors.errorTitle"), { description: t("errors.unexpected") });
      return;
    }
    const { title, message } = problemText(error);
    toast.error(title ?? t("errors.errorTitle"), { description: message });
    if (error.code === "DAILY_LIMIT" || error.code === "INSUFFICIENT_CREDITS") pricing.open();
  };

  // Once per finished set this screen saw running: a failure is said; the counts are read again.
  const finished = (run: IdeaRun) => {
    if (run.status === "failed")
      toast.error(t("errors.errorTitle"), {
        description: text(run.error ?? "ideas:errors.failed"),
      });
    revalidator.revalidate();
  };
  const { job: run, busy, start } = useJob(IDEA_RUN, { latest, onFinished: finished });

  const begin = async (request: IdeaRequest) => {
    const error = await start(request);
    if (error) refused(error);
    else revalidator.revalidate();
  };
  return { run, start: (request: IdeaRequest) => void begin(request), busy };
}
