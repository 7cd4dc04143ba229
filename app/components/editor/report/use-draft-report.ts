import type { AnalysisReport } from "@domain/analysis/report";
import { type ApiError, UNEXPECTED_ERROR } from "@domain/api/errors";
import {
  analysePostDraft,
  type PostAnalysisResponse,
  type PostDraft,
} from "@domain/api/post-analysis";
import { useEffect, useRef, useState } from "react";
import { type ApiResult, callApi } from "~/lib/use-api";

/** How long the draft stays unchanged before it is analysed again, in milliseconds. */
export const REANALYSE_DELAY_MS = 700;

export type DraftReport = {
  report: AnalysisReport | null;
  /** The last analysis's refusal or failure, until an analysis succeeds. */
  error: ApiError | null;
  /** A newer draft is waiting for its report. */
  updating: boolean;
  /** The `refresh` value the shown report was asked with. */
  refreshed: number;
};

/**
 * The report of the editor's draft, from POST /api/posts/{id}/analysis: asked again a moment
 * after the draft (or `refresh`) changes, the latest answer wins (an older call is aborted and
 * its answer dropped). Nothing is asked while `paused` (an AI edit runs or waits for review).
 */
export function useDraftReport(
  postId: string,
  draft: PostDraft,
  { paused = false, refresh = 0 }: { paused?: boolean; refresh?: number } = {},
): DraftReport {
  const [state, setState] = useState<DraftReport>({
    report: null,
    error: null,
    updating: true,
    refreshed: refresh,
  });
  const calls = useRef(0);
  const first = useRef(true);
  const { title, metaDescription, html, voiceId } = draft;
  const keywords = JSON.stringify(draft.keywords);

  useEffect(() => {
    if (paused) return;
    const call = ++calls.current;
    const controller = new AbortController();
    const delay = first.current ? 0 : REANALYSE_DELAY_MS;
    first.current = false;
    setState((s) => (s.updating ? s : { ...s, updating: true }));
    const body: PostDraft = {
      title,
      metaDescription,
      html,
      keywords: JSON.parse(keywords),
      ...(voiceId ? { voiceId } : {}),
    };
    const timer = setTimeout(async () => {
      let answer: ApiResult<PostAnalysisResponse>;
      try {
        answer = await callApi(analysePostDraft, {
          params: { id: postId },
          body,
          signal: controller.signal,
        });
      } catch (error) {
        if ((error as { name?: string }).name === "AbortError") return;
        console.warn(`The draft of post ${postId} could not be analysed`, error);
        answer = { ok: false, error: UNEXPECTED_ERROR };
      }
      if (call !== calls.current) return;
      if (answer.ok) {
        setState({ report: answer.value.report, error: null, updating: false, refreshed: refresh });
      } else {
        console.warn(`The draft of post ${postId} could not be analysed`, answer.error);
        setState((s) => ({ ...s, error: answer.error, updating: false }));
      }
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [postId, title, metaDescription, html, keywords, voiceId, paused, refresh]);

  return state;
}
