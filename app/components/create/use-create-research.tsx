/**
 * The research side of the Create screen (issue 27), wired for the Create tab: the Sources panel
 * (shown on the form), the chosen sources (sent with the generation), and the research brief built
 * from them about the form's topic, in its writing language (shown beside the Sources).
 */
import { isLanguage } from "@domain/languages";
import type { SourceSummary } from "@domain/sources";
import { lazy, Suspense, useCallback, useState } from "react";
import type { CreateDraft } from "./create-form";
import type { BriefRequest } from "./research-brief";
import { SourcesPanel } from "./sources-panel";
import { useSources } from "./use-sources";

// Loaded when a brief is first asked for, not with the Create screen.
const ResearchBrief = lazy(() =>
  import("./research-brief").then((m) => ({ default: m.ResearchBrief })),
);

export function useCreateResearch(initial: readonly SourceSummary[], loadFailed = false) {
  const { sources, chosenIds, choose, add, remove } = useSources(initial);
  const [draft, setDraft] = useState<CreateDraft>({ topic: "", text: "", language: "en" });
  const onDraftChange = useCallback((next: CreateDraft) => setDraft(next), []);
  // The brief asked for last (a new one replaces it), and whether it is being built.
  const [brief, setBrief] = useState<{ n: number; request: BriefRequest } | null>(null);
  const [briefBusy, setBriefBusy] = useState(false);
  const forget = useCallback(() => setBrief(null), []);

  const build = () => {
    const chosenTitle = sources.find((source) => chosenIds.includes(source.id))?.title ?? "";
    const request: BriefRequest = {
      sourceIds: [...chosenIds],
      // Nothing typed yet: the brief is about the first chosen source.
      topic: draft.topic || chosenTitle,
      language: isLanguage(draft.language) ? draft.language : "en",
    };
    setBriefBusy(true);
    setBrief((last) => ({ n: (last?.n ?? 0) + 1, request }));
  };

  const panel = (
    <SourcesPanel
      sources={sources}
      loadFailed={loadFailed}
      chosenIds={chosenIds}
      onChoose={choose}
      onAdd={add}
      onRemove={remove}
      onBuildBrief={build}
      briefBusy={briefBusy}
    />
  );
  const aside = brief ? (
    <Suspense fallback={null}>
      <ResearchBrief
        key={brief.n}
        request={brief.request}
        sources={sources}
        text={draft.text}
        onBusy={setBriefBusy}
        onRefused={forget}
      />
    </Suspense>
  ) : null;
  // The brief beside the Sources on wide screens (as Basic Details and Advanced Settings sit),
  // below them on narrow ones: the dashboard's column is too narrow to give the whole form a
  // side column.
  // The same tree with or without the brief, so the panel keeps its state when the brief appears.
  const section = (
    <div className={aside ? "grid items-start gap-6 lg:grid-cols-2" : "grid"}>
      {panel}
      {aside ? <div className="min-w-0 lg:sticky lg:top-4">{aside}</div> : null}
    </div>
  );
  return { section, chosenIds, onDraftChange };
}
