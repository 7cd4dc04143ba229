import { type FixableCheck, isFixableCheck, MAX_META_DESCRIPTION } from "@domain/ai-edits";
import type { AnalysisReport, Check } from "@domain/analysis/report";
import type { PostDraft } from "@domain/api/post-analysis";
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS, parseKeywords } from "@domain/keywords";
import { POST_EDIT_MAX_LENGTH } from "@domain/post-edit";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAiEdits } from "~/components/editor/ai/context";
import {
  Checks,
  evidenceSection,
  Score,
  Unavailable,
} from "~/components/post-view/analysis-report";
import { VoiceReport } from "~/components/post-view/voice-report";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useMessageText } from "~/lib/use-message-text";
import { useDraftReport } from "./use-draft-report";

/** The editor's draft as it is now (unsaved changes included), its keywords as typed. */
type Props = {
  postId: string;
  html: string;
  title: string;
  /** The keywords field's text (one comma-separated line). */
  keywords: string;
  metaDescription: string;
  /** The Voice select's value (a voice's id or "none"); "" or left out: the post's stored voice. */
  voiceId?: string;
  className?: string;
};

/**
 * The draft as the analysis asks for it: keywords parsed as a save parses them, and each field
 * cut to what the request takes (the form shows its own errors for the rest).
 */
export function draftOf({
  html,
  title,
  keywords,
  metaDescription,
  voiceId,
}: Omit<Props, "postId">): PostDraft {
  return {
    ...(voiceId ? { voiceId } : {}),
    html,
    title: title.trim().slice(0, POST_EDIT_MAX_LENGTH.title),
    keywords: parseKeywords(keywords)
      .filter((keyword) => keyword.length <= MAX_KEYWORD_LENGTH)
      .slice(0, MAX_KEYWORDS),
    metaDescription: metaDescription.trim().slice(0, MAX_META_DESCRIPTION * 2),
  };
}

/** Every check of a report, whatever its section. */
function checksOf(report: AnalysisReport): Check[] {
  const evidence = evidenceSection(report);
  return [report.seo, report.readability, report.aiSearch, ...(evidence ? [evidence] : [])].flatMap(
    (section) => section.checks,
  );
}

/** A check a model can fix and that does not pass (its status is not good). */
export function canFix(check: Check): check is Check & { id: FixableCheck } {
  return isFixableCheck(check.id) && check.status !== "good";
}

/**
 * The editor's Report panel (issue 28): the report of the draft as it is now, asked again a
 * moment after the body or a field changes. Each failing check a model can fix has a Fix
 * button (an AI edit shown as tracked changes); after the review ends the report is asked
 * again and says whether the fixed check passes now, or why it still fails.
 */
export function ReportPanel({ postId, className, ...fields }: Props) {
  const { t } = useTranslation(["analysis", "account", "evidence"]);
  const { text } = useMessageText();
  const ai = useAiEdits();
  const busy = ai?.busy ?? false;
  const reviewsEnded = ai?.reviewsEnded ?? 0;
  const { report, error, updating, refreshed } = useDraftReport(postId, draftOf(fields), {
    paused: busy,
    refresh: reviewsEnded,
  });

  // The last Fix asked (from here, or the edit the editor runs now), and the review whose end
  // the outcome is about.
  const lastFix = useRef<FixableCheck | null>(null);
  const current = ai?.current;
  useEffect(() => {
    if (current) lastFix.current = current.action === "fix" ? (current.check ?? null) : null;
  }, [current]);
  const [awaiting, setAwaiting] = useState<{ check: FixableCheck; review: number } | null>(null);
  const seenReviews = useRef(reviewsEnded);
  useEffect(() => {
    if (reviewsEnded === seenReviews.current) return;
    seenReviews.current = reviewsEnded;
    const check = lastFix.current;
    lastFix.current = null;
    setAwaiting(check ? { check, review: reviewsEnded } : null);
  }, [reviewsEnded]);

  const noAllowance = ai ? ai.allowance.used >= ai.allowance.limit : false;
  const checkName = (id: FixableCheck) => t(`fixes.checks.${id}`);
  const fix = (check: FixableCheck) => {
    lastFix.current = check;
    setAwaiting(null);
    ai?.start({ action: "fix", check });
  };
  const action = (check: Check) =>
    ai && canFix(check) ? (
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="ms-auto h-7 shrink-0 px-2"
        disabled={busy || noAllowance}
        aria-label={t("fixes.fixCheck", { check: checkName(check.id) })}
        onClick={() => fix(check.id)}
      >
        {t("fixes.fix")}
      </Button>
    ) : null;

  const outcomeCheck =
    awaiting && report && refreshed >= awaiting.review
      ? checksOf(report).find((c) => c.id === awaiting.check)
      : undefined;
  const outcome =
    awaiting && outcomeCheck
      ? outcomeCheck.status === "good"
        ? t("fixes.fixed", { check: checkName(awaiting.check) })
        : // The claims' verdicts are the last fact check's: only a new check can count them again.
          awaiting.check === "evidence-claims"
          ? t("fixes.recheckClaims")
          : t("fixes.stillFails", {
              check: checkName(awaiting.check),
              message: text(outcomeCheck.message, outcomeCheck.params),
            })
      : "";
  const evidence = report ? evidenceSection(report) : null;

  return (
    <Card
      className={className}
      role="region"
      aria-labelledby="report-panel-title"
      aria-busy={updating}
    >
      <CardHeader>
        <CardTitle asChild>
          <h2 id="report-panel-title">{t("fixes.title")}</h2>
        </CardTitle>
        <CardDescription>{updating ? t("fixes.updating") : t("fixes.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p role="status" className="text-sm empty:hidden">
          {outcome}
        </p>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {t("fixes.failed", { message: text(error.message, error.params) })}
          </p>
        ) : null}
        {ai && noAllowance ? (
          <p className="text-muted-foreground text-sm">{t("fixes.noAllowance")}</p>
        ) : null}
        {report ? (
          <>
            <div className="grid grid-cols-2 gap-3">
              <Score label={t("account:view.analysis.overall")} score={report.overall} />
              <Score label={t("account:view.analysis.seo")} score={report.seo.score} />
              <Score
                label={t("account:view.analysis.readability")}
                score={report.readability.score}
              />
              <Score label={t("account:view.analysis.aiSearch")} score={report.aiSearch.score} />
            </div>
            <Checks title={t("account:view.analysis.seo")} section={report.seo} action={action} />
            <Checks
              title={t("account:view.analysis.readability")}
              section={report.readability}
              action={action}
              machine={report.machineWritten}
            />
            <Checks
              title={t("account:view.analysis.aiSearch")}
              section={report.aiSearch}
              action={action}
            />
            {evidence ? (
              <Checks title={t("evidence:report.title")} section={evidence} action={action} />
            ) : null}
            <VoiceReport report={report} />
            <Unavailable checks={report.unavailable} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

export default ReportPanel;
