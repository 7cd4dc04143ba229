/**
 * The research side of the Create screen (issue 27), wired for the Create tab: the Sources panel
 * (shown on the form), the chosen sources (sent with the generation), and the research brief built
 * from them about the form's topic, in its writing language (shown beside the form).
 */
import { TOPIC_MAX } from "@domain/api/research";
import type { ResearchBrief } from "@domain/evidence";
import { isLanguage } from "@domain/languages";
import type { SourceSummary } from "@domain/sources";
import { useCallback, useState } from "react";
import type { CreateDraft } from "./create-form";
import { ResearchBriefPanel } from "./research-brief-panel";
import { SourcesPanel } from "./sources-panel";
import { useResearchBrief } from "./use-research-brief";
import { useSources } from "./use-sources";

/**
 * How well the text typed covers the brief's terms, 0-100.
 * TODO(lead, issue 27 merge): return `coverageScore(terms, text)` from domain/research.ts (the
 * brief work writes it); until then the meter is not shown.
 */
export function briefCoverage(_terms: ResearchBrief["terms"], _text: string): number | null {
  return null;
}

export function useCreateResearch(initial: readonly SourceSummary[], loadFailed = false) {
  const { sources, chosenIds, choose, add, remove } = useSources(initial);
  const brief = useResearchBrief();
  const [draft, setDraft] = useState<CreateDraft>({ topic: "", text: "", language: "en" });
  const onDraftChange = useCallback((next: CreateDraft) => setDraft(next), []);

  const build = () => {
    const chosenTitle = sources.find((source) => chosenIds.includes(source.id))?.title ?? "";
    const language = isLanguage(draft.language) ? draft.language : "en";
    brief.build({
      sourceIds: [...chosenIds],
      // Nothing typed yet: the brief is about the first chosen source.
      topic: (draft.topic || chosenTitle).slice(0, TOPIC_MAX),
      language,
    });
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
      briefBusy={brief.busy}
    />
  );
  const run = brief.run;
  const aside = run ? (
    <ResearchBriefPanel
      run={run}
      sources={sources}
      coverage={run.brief ? briefCoverage(run.brief.terms, draft.text) : null}
    />
  ) : null;
  return { panel, aside, chosenIds, onDraftChange };
}
