import type { ApiError } from "@domain/api/errors";
import { MAX_SOURCES_PER_PIECE } from "@domain/evidence";
import type { SourceSummary } from "@domain/sources";
import { Trash2Icon } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useMessageText } from "~/lib/use-message-text";

// Loaded when a removal is first asked for, not with the Create screen.
const ConfirmDialog = lazy(() =>
  import("~/components/ui/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

export type SourceListProps = {
  sources: readonly SourceSummary[];
  chosenIds: readonly string[];
  /** False when choosing it would pass the limit. */
  onChoose: (id: string, on: boolean) => boolean;
  /** Resolves with the refusal, or null once removed. */
  onRemove: (source: SourceSummary) => Promise<ApiError | null>;
};

/** Where a source comes from, as the list shows it: its site, its file's name, or nothing. */
function originOf(source: SourceSummary): string | null {
  if (source.kind === "url") return source.site ?? source.address;
  if (source.kind === "file") return source.address;
  return null;
}

/** The writer's sources: each with "use for this piece" (at most 10) and Remove (confirmed). */
export function SourceList({ sources, chosenIds, onChoose, onRemove }: SourceListProps) {
  const { t } = useTranslation("sources");
  const id = useId();
  const [over, setOver] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const choose = (source: SourceSummary, on: boolean) => setOver(!onChoose(source.id, on));
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {/* Where the focus goes when the source it was on is removed. */}
        <h3 ref={heading} id={`${id}-title`} tabIndex={-1} className="font-medium text-sm">
          {t("panel.listTitle")}
        </h3>
        <p className="text-muted-foreground text-xs" aria-live="polite">
          {t("panel.chosen", { count: chosenIds.length, max: MAX_SOURCES_PER_PIECE })}
        </p>
      </div>
      {over ? (
        <p role="alert" className="text-destructive text-sm">
          {t("panel.tooMany", { max: MAX_SOURCES_PER_PIECE })}
        </p>
      ) : null}
      {sources.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("panel.empty")}</p>
      ) : (
        <ul aria-labelledby={`${id}-title`} className="grid divide-y rounded-md border">
          {sources.map((source) => (
            <SourceRow
              key={source.id}
              source={source}
              chosen={chosenIds.includes(source.id)}
              onChoose={(on) => choose(source, on)}
              onRemove={() => onRemove(source)}
              onGone={() => heading.current?.focus()}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function SourceRow(props: {
  source: SourceSummary;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  onRemove: () => Promise<ApiError | null>;
  /** Takes the focus when this row has been removed. */
  onGone: () => void;
}) {
  const { source, chosen, onChoose, onRemove, onGone } = props;
  const { t } = useTranslation("sources");
  const { text } = useMessageText();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const origin = originOf(source);
  const ready = source.status === "ready";

  const remove = async () => {
    setRemoving(true);
    // A refusal is said by the panel; the dialog closes either way.
    await onRemove();
    setRemoving(false);
    setConfirming(false);
  };

  return (
    <li className="flex items-start gap-3 p-3">
      <input
        type="checkbox"
        id={`${id}-use`}
        className="mt-1 size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50"
        checked={chosen}
        disabled={!ready}
        aria-label={t("panel.useNamed", { title: source.title })}
        aria-describedby={`${id}-meta`}
        onChange={(event) => onChoose(event.target.checked)}
      />
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium text-sm">{source.title}</p>
        <p
          id={`${id}-meta`}
          className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs"
        >
          <Badge variant="secondary">{t(`panel.kinds.${source.kind}`)}</Badge>
          {origin ? <span className="break-all">{origin}</span> : null}
          {ready ? (
            <span>{t("panel.passages", { count: source.passages })}</span>
          ) : (
            <span className="text-destructive">
              {t(`panel.status.${source.status === "pending" ? "pending" : "failed"}`)}
              {source.errorKey ? `: ${text(source.errorKey)}` : null}
            </span>
          )}
        </p>
      </div>
      <Button
        ref={removeButton}
        type="button"
        size="sm"
        variant="ghost"
        disabled={removing}
        aria-label={t("panel.removeNamed", { title: source.title })}
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
      >
        <Trash2Icon aria-hidden />
        {t("panel.remove")}
      </Button>
      {confirming || removing ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t("panel.removeTitle")}
            description={t("panel.removeDescription", { title: source.title })}
            cancel={t("panel.cancel")}
            confirm={t("panel.remove")}
            busy={removing}
            busyLabel={t("panel.removing")}
            onConfirm={(event) => {
              event.preventDefault();
              void remove();
            }}
            // Back to Remove when it is still there (cancelled, or the removal was refused),
            // else to the list's heading.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (removeButton.current?.isConnected) removeButton.current.focus();
              else onGone();
            }}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
