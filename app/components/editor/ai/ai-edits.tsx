// The editor's own modules, imported here as well so that the bundler keeps the editor's chunk
// whole (modules both use would otherwise be split off into one more file the route loads).
import "../leave-guard";
import "../rich-text-editor";
import {
  type AiEditRequest,
  type AiEditResult,
  type EditSelection,
  editLabel,
} from "@domain/ai-edits";
import type { ApiError } from "@domain/api/errors";
import type { Editor } from "@tiptap/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { useJob } from "~/lib/use-job";
import { useMessageText } from "~/lib/use-message-text";
import { formVoiceId } from "../voice-field";
import type { AiEditAsk, AiEditsApi } from "./context";
import { FieldSuggestion } from "./field-suggestion";
import { aiEditKind, cancelEdit, markReviewed, type PendingEdit } from "./job";
import { AiMenu } from "./menu";
import { PendingNotice } from "./pending-notice";
import { AnswerDoesNotFit, placementsOf } from "./placements";
import { buildRequest, formFields, selectionOf } from "./requests";
import { ReviewBar } from "./review-bar";
import { acceptAll, bodyWithoutSuggestions, changesOf, rejectAll, showPlacements } from "./tracked";
import { useReview } from "./use-review";

export type AiEditsProps = {
  editor: Editor;
  onApi: (api: AiEditsApi | null) => void;
};

/** What the editor's loader gives the AI edits. */
export type AiEditsData = {
  post: { id: string };
  aiEdits: {
    /** Today's AI edits and the plan's daily allowance. */
    allowance: { used: number; limit: number };
    /** Edits that finished while no editor followed them. */
    pending: readonly PendingEdit[];
  };
  /** The user's learned voices ("Match my voice"). */
  voices?: readonly { id: string; name: string }[];
};

const EDIT_ROUTE = "routes/dashboard/edit";
/** Where the meta description's suggestion shows when the page has that slot (beside the field). */
export const FIELD_SLOT = "meta-description-ai";

/** What an answer is shown against: the selection asked on, the meta description it replaces. */
type Asked = { selection?: EditSelection | undefined; metaDescription: string };
/** The edit whose suggestions are in the text; `ended` once all were decided (undo may bring some back). */
type Review = { id: string; label: string; baseline: string; ended: boolean };
type FieldReview = { id: string; label: string; before: string; after: string };

const NO_PENDING: readonly PendingEdit[] = [];
const NO_VOICES: readonly { id: string; name: string }[] = [];
const labelOf = (ask: AiEditAsk) => editLabel(ask.action, ask.check);

/**
 * The editor's AI edits (issue 28, ADR 0028), loaded after the editor: the toolbar's menu, an
 * edit's run (its text streaming in, the body read-only), its answer shown as tracked changes
 * and their review, and the AiEditsContext the panels beside the editor use.
 */
export default function AiEdits(props: AiEditsProps) {
  const { editor, onApi } = props;
  const data = useRouteLoaderData(EDIT_ROUTE) as AiEditsData | undefined;
  const postId = data?.post.id ?? "";
  const limit = data?.aiEdits.allowance.limit ?? 0;
  const { t } = useTranslation("edits");
  const { text, problemText } = useMessageText();
  const [used, setUsed] = useState(data?.aiEdits.allowance.used ?? 0);
  const [asked, setAsked] = useState<AiEditAsk | null>(null);
  const request = useRef<AiEditRequest | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [field, setField] = useState<FieldReview | null>(null);
  const [labels, setLabels] = useState<string[]>([]);
  const [reviewsEnded, setReviewsEnded] = useState(0);
  // Edits reviewed here: the loader (read again after any action) may still list them as waiting.
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const loaded = data?.aiEdits.pending;
  const pending = useMemo(
    () => (loaded ?? NO_PENDING).filter((edit) => !handled.has(edit.id)),
    [loaded, handled],
  );
  const form = useCallback(() => editor.view.dom.closest("form"), [editor]);

  const ended = useCallback((id: string, label: string, accepted: boolean, again = false) => {
    if (accepted) setLabels((list) => (list.includes(label) ? list : [...list, label]));
    if (again) return;
    markReviewed(id);
    setHandled((set) => new Set([...set, id]));
    setAsked(null);
    setReviewsEnded((n) => n + 1);
  }, []);

  const refused = useCallback(
    (error: ApiError) => {
      const { title, message } = problemText(error);
      toast.error(title ?? t("run.failedTitle"), { description: message });
    },
    [problemText, t],
  );

  /** Shows an answer as suggestions (or beside its field); one that no longer fits is dropped. */
  const show = useCallback(
    (id: string, label: string, asked: Asked, result: AiEditResult) => {
      try {
        const suggested = placementsOf(editor.state, asked, result);
        if (suggested.kind === "field") {
          setField({ id, label, before: suggested.before, after: suggested.after });
          return;
        }
        const baseline = bodyWithoutSuggestions(editor);
        if (!showPlacements(editor, id, suggested.placements)) {
          toast.info(t("run.noChanges"));
          ended(id, label, false);
          return;
        }
        setReview({ id, label, baseline, ended: false });
        // The writer goes on in the text, at the first change (the review keys work there).
        const first = changesOf(editor.state)[0];
        if (first) editor.chain().setTextSelection(first.from).scrollIntoView().focus().run();
      } catch (error) {
        if (!(error instanceof AnswerDoesNotFit)) throw error;
        console.warn(`AI edit ${id}: its answer does not fit the body`, error);
        toast.error(t("run.failedTitle"), { description: t("run.doesNotFit") });
        ended(id, label, false);
      }
    },
    [editor, ended, t],
  );

  const kind = useMemo(() => aiEditKind(postId), [postId]);
  const job = useJob(kind, {
    onFinished: (finished) => {
      editor.setEditable(true, false);
      const ask = request.current;
      if (finished.status === "failed" || !finished.result || !ask) {
        // A failed edit is not counted (ADR 0028).
        setUsed((n) => Math.max(n - 1, 0));
        setAsked(null);
        toast.error(t("run.failedTitle"), {
          description: text(finished.error ?? "edits:errors.failed"),
        });
        return;
      }
      show(
        finished.id,
        labelOf(ask),
        { selection: ask.selection, metaDescription: ask.document.metaDescription },
        finished.result,
      );
    },
  });

  // Suggestions in the text (an edit's, or brought back by undo) wait for review first.
  const waiting = useReview(editor, () => endReviewRef.current());
  const busy = job.busy || asked !== null || waiting.changes.length > 0 || field !== null;
  const start = useCallback(
    (ask: AiEditAsk) => {
      if (busy) return;
      const built = buildRequest(ask, editor.state, form());
      request.current = built;
      setAsked(ask);
      editor.setEditable(false, false);
      void job.start(built).then((error) => {
        if (!error) {
          setUsed((n) => n + 1);
          return;
        }
        editor.setEditable(true, false);
        setAsked(null);
        refused(error);
      });
    },
    [busy, editor, form, job.start, refused],
  );

  const cancel = () => {
    const id = job.job?.id;
    job.reset();
    editor.setEditable(true, false);
    setAsked(null);
    if (id) {
      // A cancelled edit no longer counts (the server fails it).
      void cancelEdit(id);
      setUsed((n) => Math.max(n - 1, 0));
      setHandled((set) => new Set([...set, id]));
    }
    toast.info(t("run.cancelled"));
  };

  const allowance = useMemo(() => ({ used, limit }), [used, limit]);
  const api = useMemo<AiEditsApi>(
    () => ({ start, busy, current: asked, allowance, reviewsEnded }),
    [start, busy, asked, allowance, reviewsEnded],
  );
  useEffect(() => onApi(api), [api, onApi]);
  useEffect(() => () => onApi(null), [onApi]);

  // The last change decided: the edit is reviewed (once), its label kept if anything was accepted.
  const endReviewRef = useRef(() => {});
  endReviewRef.current = () => {
    if (!review) return;
    const accepted = bodyWithoutSuggestions(editor) !== review.baseline;
    ended(review.id, review.label, accepted, review.ended);
    if (!review.ended) setReview({ ...review, ended: true });
  };
  const reviewing = waiting;

  const decideField = (accept: boolean) => {
    if (!field) return;
    if (accept) setMetaDescription(form(), field.after);
    setField(null);
    ended(field.id, field.label, accept);
  };

  const running = job.busy;
  const reviewBar = reviewing.changes.length > 0;
  const slot = (suffix: string) => document.getElementById(`${editor.view.dom.id}-ai-${suffix}`);
  const toolSlot = slot("tool");
  const barSlot = slot("bar");
  const fieldSlot = document.getElementById(FIELD_SLOT) ?? barSlot;

  return (
    <>
      {labels.map((label) => (
        <input key={label} type="hidden" name="aiActions" value={label} />
      ))}
      {toolSlot
        ? createPortal(
            <AiMenu
              hasSelection={() => selectionOf(editor.state) !== null}
              disabled={busy}
              allowance={allowance}
              voices={data?.voices ?? NO_VOICES}
              voiceOf={() => formVoiceId(form())}
              onAsk={start}
            />,
            toolSlot,
          )
        : null}
      {barSlot
        ? createPortal(
            <>
              <div role="status" aria-live="polite" className="empty:hidden">
                {running ? (
                  <div className="space-y-2 border-b bg-muted/40 px-3 py-2 text-sm">
                    <div className="flex items-center gap-2">
                      <span
                        aria-hidden
                        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
                      />
                      <span className="flex-1">
                        {t("run.writing")} {t("run.readOnly")}
                      </span>
                      <Button type="button" size="sm" variant="outline" onClick={cancel}>
                        {t("run.cancel")}
                      </Button>
                    </div>
                    {job.job?.text ? (
                      <p
                        dir="auto"
                        className="max-h-40 overflow-y-auto whitespace-pre-wrap text-muted-foreground"
                      >
                        {job.job.text}
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </div>
              {reviewBar ? (
                <ReviewBar
                  changes={reviewing.changes}
                  current={reviewing.current}
                  canUndo={reviewing.canUndo}
                  onGo={reviewing.go}
                  onAccept={() => reviewing.decide("accept", reviewing.changes[reviewing.current])}
                  onReject={() => reviewing.decide("reject", reviewing.changes[reviewing.current])}
                  onAcceptAll={() => acceptAll(editor)}
                  onRejectAll={() => rejectAll(editor)}
                  onUndo={() => editor.chain().focus().undo().run()}
                />
              ) : null}
              <PendingNotice
                hidden={busy}
                editor={editor}
                pending={pending}
                onReview={(edit) =>
                  show(
                    edit.id,
                    editLabel(edit.action, edit.input.check),
                    {
                      selection: edit.input.selection,
                      metaDescription: formFields(form()).metaDescription,
                    },
                    edit.result,
                  )
                }
                onDismiss={(edit) => markReviewed(edit.id)}
              />
            </>,
            barSlot,
          )
        : null}
      {field && fieldSlot
        ? createPortal(
            <FieldSuggestion
              before={field.before}
              after={field.after}
              onAccept={() => decideField(true)}
              onReject={() => decideField(false)}
            />,
            fieldSlot,
          )
        : null}
    </>
  );
}

/** Sets the form's meta description as if typed (so the form and its checks see the change). */
function setMetaDescription(form: HTMLFormElement | null, value: string) {
  const input = form?.elements.namedItem("metaDescription");
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) {
    console.warn("AI edit: the form has no metaDescription field to set");
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}
