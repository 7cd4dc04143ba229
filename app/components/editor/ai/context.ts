import type { AiEditRequest } from "@domain/ai-edits";
import { createContext, useContext } from "react";

/**
 * What a screen part asks of the editor's AI edits (issue 28): the request's action and its
 * parameters; the editor adds the body (its blocks) and, for a selection action, the selection.
 */
export type AiEditAsk = Omit<AiEditRequest, "document" | "selection">;

/** The editor's AI edits as the panels beside it see them (the report's Fix buttons). */
export type AiEditsApi = {
  /** Starts an edit; its answer is shown in the body as tracked changes. */
  start(ask: AiEditAsk): void;
  /** An edit is running or its changes are waiting for review: another cannot start. */
  busy: boolean;
  /** The edit running or being reviewed now, if any. */
  current: AiEditAsk | null;
  /** Today's AI edits used and the plan's daily allowance (domain/plans.ts EDIT_LIMITS). */
  allowance: { used: number; limit: number };
  /** Counts reviews that ended (every change accepted or rejected): panels re-read the body then. */
  reviewsEnded: number;
};

export const AiEditsContext = createContext<AiEditsApi | null>(null);

/** The editor's AI edits, or null outside an editor that offers them. */
export function useAiEdits(): AiEditsApi | null {
  return useContext(AiEditsContext);
}
