import type { ResearchBriefRun } from "@domain/api/research-briefs";
import type { ResearchBrief } from "@domain/evidence";
import type { SourceSummary } from "@domain/sources";
import { CopyIcon, NotebookTextIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "~/components/forms/form-alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ProgressFill } from "~/components/ui/progress-fill";
import { toast } from "~/components/ui/toaster";
import { isActive } from "~/lib/use-job";

export type ResearchBriefPanelProps = {
  run: ResearchBriefRun;
  /** The writer's sources, to name each fact's source. */
  sources: readonly SourceSummary[];
  /** How well what the writer typed covers the brief's terms (0-100); null when not measured. */
  coverage: number | null;
  /** Where it is shown: beside the Create form (what was typed) or the editor (the body). */
  place?: "create" | "editor";
};

/**
 * The research brief beside the Create form (issue 27): its progress while it is built, then the
 * topics (each can be copied as a heading idea), the terms the sources share with a meter of how
 * much of them the form's text covers, the questions the sources answer and the facts, each with
 * its source.
 */
export function ResearchBriefPanel({
  run,
  sources,
  coverage,
  place = "create",
}: ResearchBriefPanelProps) {
  const { t } = useTranslation("research");
  const id = useId();
  const running = isActive(run);
  return (
    <Card role="region" aria-labelledby={`${id}-title`} aria-busy={running}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg">
            <NotebookTextIcon aria-hidden className="size-5" />
            {t("brief.title")}
          </h2>
        </CardTitle>
        <CardDescription>{t(`brief.${place}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div role="status" aria-live="polite" className="grid gap-2 text-sm">
          {running ? (
            <>
              <p>{t("brief.progress", { phase: t(`brief.phases.${run.phase}`) })}</p>
              <div
                role="progressbar"
                aria-label={t("brief.progressLabel")}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={run.percent}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <ProgressFill percent={run.percent} />
              </div>
            </>
          ) : null}
        </div>
        {run.status === "failed" ? (
          <FormAlert errors={[run.error ?? "evidence:errors.failed"]} />
        ) : null}
        {run.status === "succeeded" && run.brief ? (
          <BriefBody brief={run.brief} sources={sources} coverage={coverage} place={place} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="font-medium text-sm">
        {title}
      </h3>
      {children}
    </section>
  );
}

function BriefBody({
  brief,
  sources,
  coverage,
  place = "create",
}: Omit<ResearchBriefPanelProps, "run"> & { brief: ResearchBrief }) {
  const { t } = useTranslation("research");
  const none = <p className="text-muted-foreground text-sm">{t("brief.none")}</p>;
  const titleOf = (sourceId: string) =>
    sources.find((source) => source.id === sourceId)?.title ?? t("brief.removedSource");

  const copy = async (heading: string) => {
    try {
      await navigator.clipboard.writeText(heading);
      toast.success(t("brief.copied", { heading }));
    } catch (error) {
      console.warn("research brief: a heading could not be copied", error);
      toast.error(t("brief.copyFailed"));
    }
  };

  return (
    <>
      <Part title={t("brief.topics")}>
        {brief.topics.length === 0 ? (
          none
        ) : (
          <ul className="grid gap-1">
            {brief.topics.map((topic) => (
              <li key={topic.heading} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 break-words">{topic.heading}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t("brief.copyNamed", { heading: topic.heading })}
                  onClick={() => void copy(topic.heading)}
                >
                  <CopyIcon aria-hidden />
                  {t("brief.copy")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title={t("brief.terms")}>
        {coverage === null ? null : <CoverageMeter score={coverage} place={place} />}
        {brief.terms.length === 0 ? (
          none
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {brief.terms.map((term) => (
              <li key={term.term}>
                <Badge variant="outline" title={t("brief.termSources", { count: term.sources })}>
                  {term.term}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title={t("brief.questions")}>
        {brief.questions.length === 0 ? (
          none
        ) : (
          <ul className="list-disc space-y-1 ps-5 text-sm">
            {brief.questions.map((question) => (
              <li key={question.question}>{question.question}</li>
            ))}
          </ul>
        )}
      </Part>
      <Part title={t("brief.facts")}>
        {brief.facts.length === 0 ? (
          none
        ) : (
          <ul className="grid gap-2 text-sm">
            {brief.facts.map((fact) => (
              <li key={`${fact.passageId}-${fact.text}`} className="grid gap-0.5">
                <span>
                  <Badge variant="secondary" className="me-2">
                    {t(`brief.factKinds.${fact.kind}`)}
                  </Badge>
                  {fact.text}
                </span>
                <span className="text-muted-foreground text-xs">
                  {t("brief.from", { title: titleOf(fact.sourceId) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Part>
    </>
  );
}

/** How much of the brief's terms the form's text uses, as a meter with its number. */
function CoverageMeter({ score, place }: { score: number; place: "create" | "editor" }) {
  const { t } = useTranslation("research");
  const id = useId();
  const value = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={`${id}-label`}>{t(`brief.${place}.coverage`)}</span>
        <span aria-hidden>{t("brief.coverageValue", { score: value })}</span>
      </div>
      <meter
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        min={0}
        max={100}
        low={40}
        high={70}
        optimum={100}
        value={value}
        aria-valuetext={t("brief.coverageValue", { score: value })}
        className="h-2 w-full"
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t(`brief.${place}.coverageHint`)}
      </p>
    </div>
  );
}
