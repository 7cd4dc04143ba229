import type { ApiError } from "@domain/api/errors";
import {
  type FactCheckResponse,
  type FactCheckRun,
  readFactCheck,
  startFactCheck,
} from "@domain/api/fact-checks";
import { EVIDENCE_COSTS } from "@domain/plans";
import { LoaderCircle, ShieldCheck } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { usePricingDialog } from "~/components/billing/pricing-dialog";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { type JobKind, useJob } from "~/lib/use-job";
import { useMessageText } from "~/lib/use-message-text";

/** A post's fact check as a job: started at POST /api/posts/{id}/fact-checks, read every second. */
export function factCheckKind(
  postId: string,
): JobKind<FactCheckRun, FactCheckResponse, never, FactCheckResponse> {
  return {
    start: { contract: startFactCheck, params: { id: postId }, begin: ({ check }) => check },
    poll: {
      contract: readFactCheck,
      params: (check) => ({ id: check.id }),
      read: ({ check }) => check,
      everyMs: 1000,
    },
  };
}

type Props = {
  postId: string;
  /** Whether the post has sources: the check then costs half a credit, otherwise nothing. */
  hasSources: boolean;
  /** The body has unsaved edits: the check reads the saved text, so it waits for a save. */
  unsaved: boolean;
};

/**
 * "Check facts": its cost shown before the run (EVIDENCE_COSTS, free without sources), the job's
 * phase and percent while it runs, and, once it ends, the post read again so the marks, the
 * Evidence panel and the report show the new check.
 */
export function FactCheckButton({ postId, hasSources, unsaved }: Props) {
  const { t, i18n } = useTranslation("evidence");
  const { text, problemText } = useMessageText();
  const pricing = usePricingDialog();
  const revalidator = useRevalidator();
  const kind = useMemo(() => factCheckKind(postId), [postId]);
  const { job, busy, start } = useJob(kind, {
    onFinished: (check) => {
      if (check.status === "failed")
        toast.error(t("check.failedTitle"), {
          description: text(check.error ?? "evidence:errors.failed"),
        });
      else toast.success(t("check.doneTitle"));
      void revalidator.revalidate();
    },
  });

  const credits = hasSources ? EVIDENCE_COSTS.factCheckHalves / 2 : 0;
  const cost =
    credits === 0
      ? t("check.free")
      : credits === 0.5
        ? t("check.costHalf")
        : t("check.cost", { credits: new Intl.NumberFormat(i18n.language).format(credits) });

  const refused = (error: ApiError) => {
    const { title, message } = problemText(error);
    toast.error(title ?? t("check.failedTitle"), { description: message });
    if (error.code === "INSUFFICIENT_CREDITS") pricing.open();
  };
  const run = async () => {
    const error = await start({});
    if (error) refused(error);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy || unsaved}
          aria-describedby="fact-check-cost"
          onClick={() => void run()}
        >
          {busy ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <ShieldCheck aria-hidden />
          )}
          {t("check.button")}
        </Button>
        <span id="fact-check-cost" className="text-muted-foreground text-xs">
          {unsaved ? `${cost} ${t("check.saveFirst")}` : cost}
        </span>
      </div>
      <p role="status" className="text-muted-foreground text-xs">
        {busy && job
          ? t("check.running", { phase: t(`phase.${job.phase}`), percent: job.percent })
          : null}
      </p>
    </div>
  );
}
