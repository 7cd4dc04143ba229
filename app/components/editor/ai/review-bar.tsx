import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { Change } from "./tracked";

/** The editor's keys for reviewing (also bound in the text while suggestions are shown). */
export const REVIEW_KEYS = {
  accept: "Mod-Alt-Enter",
  reject: "Mod-Alt-Backspace",
  next: "Alt-]",
  previous: "Alt-[",
} as const;

/** A ProseMirror key name as a person reads it (Mod is Ctrl, or ⌘ on a Mac). */
function keyText(key: string) {
  const mac = typeof navigator !== "undefined" && /Mac|iP(hone|ad)/.test(navigator.platform);
  return key.replace("Mod", mac ? "⌘" : "Ctrl").replaceAll("-", "+");
}
/** The same key for aria-keyshortcuts. */
const ariaKeys = (key: string) => key.replace("Mod", "Control").replaceAll("-", "+");

type Props = {
  changes: readonly Change[];
  current: number;
  onGo: (index: number) => void;
  onAccept: () => void;
  onReject: () => void;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onUndo: () => void;
  canUndo: boolean;
};

/** Above the body while an edit's suggestions wait: the change in view and what to do with it. */
export function ReviewBar(props: Props) {
  const { changes, current, onGo } = props;
  const { t } = useTranslation("edits");
  const change = changes[current];
  const words = !change
    ? ""
    : change.deleted && change.inserted
      ? t("review.replaced", { deleted: change.deleted, inserted: change.inserted })
      : change.inserted
        ? t("review.inserted", { text: change.inserted })
        : t("review.deleted", { text: change.deleted });
  const count = changes.length;

  return (
    <section
      aria-label={t("review.label")}
      aria-describedby="ai-review-help"
      className="space-y-2 border-b bg-accent/40 px-3 py-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <p className="w-full min-w-0" aria-live="polite" aria-atomic="true">
          <span className="font-medium">{t("review.position", { index: current + 1, count })}</span>{" "}
          <span dir="auto" className="break-words">
            {words}
          </span>
        </p>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={count < 2}
          aria-keyshortcuts={ariaKeys(REVIEW_KEYS.previous)}
          onClick={() => onGo((current - 1 + count) % count)}
        >
          {t("review.previous")}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={count < 2}
          aria-keyshortcuts={ariaKeys(REVIEW_KEYS.next)}
          onClick={() => onGo((current + 1) % count)}
        >
          {t("review.next")}
        </Button>
        <Button
          type="button"
          size="sm"
          aria-keyshortcuts={ariaKeys(REVIEW_KEYS.accept)}
          onClick={props.onAccept}
        >
          {t("review.accept")}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-keyshortcuts={ariaKeys(REVIEW_KEYS.reject)}
          onClick={props.onReject}
        >
          {t("review.reject")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={props.onAcceptAll}>
          {t("review.acceptAll")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={props.onRejectAll}>
          {t("review.rejectAll")}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={!props.canUndo}
          aria-keyshortcuts="Control+Z"
          onClick={props.onUndo}
        >
          {t("review.undo")}
        </Button>
      </div>
      <p id="ai-review-help" className="text-muted-foreground text-xs">
        {t("review.help", {
          accept: keyText(REVIEW_KEYS.accept),
          reject: keyText(REVIEW_KEYS.reject),
          next: keyText(REVIEW_KEYS.next),
          previous: keyText(REVIEW_KEYS.previous),
        })}
      </p>
    </section>
  );
}
