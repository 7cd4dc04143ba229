import type { ResearchBriefRun } from "@domain/api/research-briefs";
import type { Language } from "@domain/languages";
import { coverageScore } from "@domain/research";
import type { SourceSummary } from "@domain/sources";
import { htmlToPlainText } from "@domain/text";
import { useMemo } from "react";
import { ResearchBriefPanel } from "~/components/create/research-brief-panel";

type Props = {
  brief: ResearchBriefRun;
  sources: readonly SourceSummary[];
  /** The body as it is being edited: the coverage meter follows it. */
  html: string;
  language: Language;
};

/**
 * The research brief beside the editor (issue 27): the one the piece was planned from, with a
 * meter of how much of the sources' shared terms the body as edited covers. Loaded after the
 * editor, with the scoring code.
 */
export default function EditorBrief({ brief, sources, html, language }: Props) {
  const coverage = useMemo(
    () =>
      brief.brief ? coverageScore(brief.brief.terms, htmlToPlainText(html), language).score : null,
    [brief.brief, html, language],
  );
  return <ResearchBriefPanel run={brief} sources={sources} coverage={coverage} place="editor" />;
}
