import type { ApiError } from "@domain/api/errors";
import { EVIDENCE_COSTS } from "@domain/plans";
import type { SourceSummary } from "@domain/sources";
import { CircleAlertIcon, LibraryBigIcon, LoaderCircleIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useMessageText } from "~/lib/use-message-text";
import { SourceAdders } from "./source-adders";
import { SourceList } from "./source-list";
import type { AddRequest, SourcesResult } from "./use-sources";

export type SourcesPanelProps = {
  sources: readonly SourceSummary[];
  /** The list could not be read (the loader's fallback). */
  loadFailed?: boolean;
  chosenIds: readonly string[];
  onChoose: (id: string, on: boolean) => boolean;
  onAdd: (request: AddRequest) => Promise<SourcesResult>;
  onRemove: (id: string) => Promise<ApiError | null>;
  /** Builds a research brief from the chosen sources; absent, the button is not shown. */
  onBuildBrief?: () => void;
  /** A brief is being started or built. */
  briefBusy?: boolean;
};

/** "½", "1", "1½": a cost in credits counted in halves (domain/plans.ts EVIDENCE_COSTS). */
export function creditsOf(halves: number, half: string): string {
  const whole = Math.floor(halves / 2);
  return halves % 2 === 0 ? String(whole) : `${whole > 0 ? whole : ""}${half}`;
}

/**
 * The Create form's Sources (issue 27): add a web page, a file, pasted text or a post; each add
 * says it is under way and, when refused, why (an alert); the writer's sources, the ones chosen
 * for this piece; and "Build research brief" with its cost.
 */
export function SourcesPanel(props: SourcesPanelProps) {
  const { sources, loadFailed, chosenIds, onChoose, onAdd, onRemove } = props;
  const { t } = useTranslation(["sources", "research"]);
  const { problemText } = useMessageText();
  const id = useId();
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState("");
  const [problem, setProblem] = useState<{ title?: string; message: string } | null>(null);

  const refused = (error: ApiError) => {
    const { title, message } = problemText(error);
    setProblem({ title, message });
  };

  const add = async (request: AddRequest) => {
    setAdding(true);
    setProblem(null);
    setSaid(t("sources:panel.adding"));
    const result = await onAdd(request);
    setAdding(false);
    if (result.ok) setSaid(t("sources:panel.added", { title: result.source.title }));
    else {
      setSaid("");
      refused(result.error);
    }
    return result.ok;
  };

  const remove = async (source: SourceSummary) => {
    setProblem(null);
    const error = await onRemove(source.id);
    if (error) {
      const { message } = problemText(error);
      setProblem({ title: t("sources:panel.removeFailedTitle"), message });
    } else setSaid(t("sources:panel.removed", { title: source.title }));
    return error;
  };

  const cost = creditsOf(EVIDENCE_COSTS.researchBriefHalves, t("research:brief.half"));
  const noneChosen = chosenIds.length === 0;
  return (
    <Card role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg">
            <LibraryBigIcon aria-hidden className="size-5" />
            {t("sources:panel.title")}
          </h2>
        </CardTitle>
        <CardDescription id={`${id}-description`}>{t("sources:panel.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SourceAdders onAdd={add} busy={adding} />
        <div className="min-h-5 text-sm" role="status" aria-live="polite">
          {adding ? (
            <LoaderCircleIcon aria-hidden className="me-2 inline size-4 animate-spin" />
          ) : null}
          {said}
        </div>
        {problem ? (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
          >
            <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
            <p>
              {problem.title ? (
                <>
                  <strong className="font-semibold">{problem.title}</strong>
                  <span className="sr-only">: </span>{" "}
                </>
              ) : null}
              <span>{problem.message}</span>
            </p>
          </div>
        ) : null}
        {loadFailed ? (
          <p role="alert" className="text-destructive text-sm">
            {t("sources:panel.loadFailed")}
          </p>
        ) : null}
        <SourceList sources={sources} chosenIds={chosenIds} onChoose={onChoose} onRemove={remove} />
        {props.onBuildBrief ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              disabled={noneChosen || props.briefBusy}
              aria-describedby={`${id}-cost`}
              onClick={props.onBuildBrief}
            >
              {t("research:brief.build")}
            </Button>
            <p id={`${id}-cost`} className="text-muted-foreground text-sm">
              {t("research:brief.cost", { credits: cost })}
              {noneChosen ? ` · ${t("research:brief.needsSources")}` : null}
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
