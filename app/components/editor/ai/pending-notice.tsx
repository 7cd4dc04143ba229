import type { Editor } from "@tiptap/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { PendingEdit } from "./job";
import { blocksHash, documentBlocks } from "./requests";

type Props = {
  editor: Editor;
  /** Another edit runs or is reviewed now (the notice stays mounted: it keeps what was answered). */
  hidden: boolean;
  pending: readonly PendingEdit[];
  onReview: (edit: PendingEdit) => void;
  onDismiss: (edit: PendingEdit) => void;
};

/**
 * An edit that finished while no editor followed it (the tab was closed): offered for review
 * when the body is still the one it was asked on (the same blocks' hash), otherwise explained.
 */
export function PendingNotice({ editor, hidden, pending, onReview, onDismiss }: Props) {
  const { t } = useTranslation("edits");
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const edit = pending.find((p) => !done.has(p.id));
  const [fits, setFits] = useState<boolean | null>(null);

  useEffect(() => {
    setFits(null);
    if (!edit) return;
    let live = true;
    blocksHash(documentBlocks(editor.state.doc)).then(
      (hash) => live && setFits(hash === edit.baseHash),
      (error: unknown) => {
        console.warn(`AI edit ${edit.id}: the body's hash could not be computed`, error);
        if (live) setFits(false);
      },
    );
    return () => {
      live = false;
    };
  }, [edit, editor]);

  if (hidden || !edit || fits === null) return null;
  const action = t(`actions.${edit.action}`);
  const close = () => setDone((set) => new Set([...set, edit.id]));
  return (
    <section
      aria-label={t("pending.label")}
      className="flex flex-wrap items-center gap-2 border-b bg-muted/40 px-3 py-2 text-sm"
    >
      <p className="min-w-0 flex-1">
        {fits ? t("pending.ready", { action }) : t("pending.stale", { action })}
      </p>
      {fits ? (
        <Button
          type="button"
          size="sm"
          onClick={() => {
            close();
            onReview(edit);
          }}
        >
          {t("pending.review")}
        </Button>
      ) : null}
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => {
          close();
          onDismiss(edit);
        }}
      >
        {t("pending.dismiss")}
      </Button>
    </section>
  );
}
