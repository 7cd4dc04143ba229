/**
 * One research brief beside the Create form, from the moment it is asked for (issue 27): it starts
 * the job once, follows it and shows it. Loaded when the writer first builds a brief, so the
 * Create screen does not download the brief's contracts and panel before then.
 */
import { TOPIC_MAX } from "@domain/api/research-briefs";
import type { ResearchBrief as Brief } from "@domain/evidence";
import type { Language } from "@domain/languages";
import { coverageScore } from "@domain/research";
import type { SourceSummary } from "@domain/sources";
import { useEffect, useRef } from "react";
import { ResearchBriefPanel } from "./research-brief-panel";
import { useResearchBrief } from "./use-research-brief";

export type BriefRequest = { sourceIds: string[]; topic: string; language: Language };

export type ResearchBriefProps = {
  request: BriefRequest;
  sources: readonly SourceSummary[];
  /** Everything typed in the form, measured against the brief's terms. */
  text: string;
  /** Told while the brief is being started or built. */
  onBusy: (busy: boolean) => void;
  /** The server refused to start it (the toast said why): nothing is shown. */
  onRefused: () => void;
};

/**
 * How well the text typed covers the brief's terms, 0-100 (domain/research.ts coverageScore, the
 * brief's own scoring). It sits in this lazily loaded part so the scoring code loads with the
 * brief, not with the Create screen.
 */
export function briefCoverage(terms: Brief["terms"], text: string, language: Language): number {
  return coverageScore(terms, text, language).score;
}

export function ResearchBrief({ request, sources, text, onBusy, onRefused }: ResearchBriefProps) {
  const { run, busy, build } = useResearchBrief();
  const started = useRef(false);
  const latest = useRef({ request, onRefused });
  latest.current = { request, onRefused };

  // Once per mount (a new brief is a new mount): started with the request it was asked for.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { request, onRefused } = latest.current;
    void build({ ...request, topic: request.topic.slice(0, TOPIC_MAX) }).then((ok) => {
      if (!ok) onRefused();
    });
  }, [build]);
  // Said from the first time it is busy: before that it is about to start, not idle.
  const seenBusy = useRef(false);
  useEffect(() => {
    if (busy) seenBusy.current = true;
    if (seenBusy.current) onBusy(busy);
  }, [busy, onBusy]);

  if (!run) return null;
  return (
    <ResearchBriefPanel
      run={run}
      sources={sources}
      coverage={run.brief ? briefCoverage(run.brief.terms, text, request.language) : null}
    />
  );
}
