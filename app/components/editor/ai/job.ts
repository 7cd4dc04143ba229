import {
  type AiEdit,
  type AiEditEvent,
  cancelAiEdit,
  reviewAiEdit,
  type StartAiEditResponse,
  startAiEdit,
  streamAiEditEvents,
} from "@domain/api/ai-edits";
import { callApi } from "~/lib/use-api";
import type { JobKind } from "~/lib/use-job";

/** An edit that finished while no editor followed it, as the editor's loader gives it. */
export type PendingEdit = AiEdit & { result: NonNullable<AiEdit["result"]> };

/**
 * An AI edit as a job (ADR 0028): started at POST /api/posts/{id}/ai-edits, followed by its
 * Server-Sent Events, each adding the text written since the last one.
 */
export function aiEditKind(
  postId: string,
): JobKind<AiEdit, StartAiEditResponse, AiEditEvent, never> {
  return {
    start: { contract: startAiEdit, params: { id: postId }, begin: ({ edit }) => edit },
    events: {
      contract: streamAiEditEvents,
      params: (edit) => ({ id: edit.id }),
      apply: (edit, event) => ({
        ...edit,
        status: event.status,
        percent: event.percent,
        text: edit.text + event.delta,
        error: event.error,
        result: event.result,
      }),
    },
  };
}

/** Says the writer is done with an edit (its changes decided, or it was cancelled or dropped). */
export function markReviewed(id: string): void {
  void callApi(reviewAiEdit, { params: { id } }).then((answer) => {
    if (!answer.ok) console.warn(`AI edit ${id}: marking it reviewed failed`, answer.error);
  });
}

/**
 * Stops an edit the writer cancelled (it fails on the server and no longer counts), then marks
 * it reviewed, in case it had finished meanwhile (the loader would offer it again).
 */
export async function cancelEdit(id: string): Promise<void> {
  const answer = await callApi(cancelAiEdit, { params: { id } });
  if (!answer.ok) console.warn(`AI edit ${id}: cancelling it failed`, answer.error);
  markReviewed(id);
}
