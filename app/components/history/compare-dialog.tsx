import { compareVersions, type VersionCompareResponse } from "@domain/api/versions";
import { sanitizeDiffHtml } from "@domain/html/sanitize";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { RICH_TEXT_CLASSES } from "~/components/editor/rich-text-styles";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { callApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";

type Props = {
  postId: string;
  /** The two versions, older first; null while closed. */
  pair: { from: number; to: number } | null;
  onClose: () => void;
};

/**
 * Marks each change for screen readers too ("added: ... (end of change)"): the words are
 * inserted as text into a copy of the sanitised markup, never as HTML.
 */
function withSpokenMarks(html: string, words: { added: string; removed: string; end: string }) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const mark of doc.body.querySelectorAll("ins, del")) {
    const start = doc.createElement("span");
    start.className = "sr-only";
    start.textContent = `${mark.tagName === "INS" ? words.added : words.removed} `;
    const end = doc.createElement("span");
    end.className = "sr-only";
    end.textContent = ` (${words.end})`;
    mark.prepend(start);
    mark.append(end);
  }
  return doc.body.innerHTML;
}

/** Insertions underlined, deletions struck through (not told by colour alone). */
const DIFF_CLASSES = cn(
  "[&_ins]:bg-emerald-100 [&_ins]:text-emerald-950 [&_ins]:underline [&_ins]:decoration-2 [&_ins]:underline-offset-2",
  "[&_del]:bg-rose-100 [&_del]:text-rose-950 [&_del]:line-through [&_del]:decoration-2",
  "dark:[&_ins]:bg-emerald-900/60 dark:[&_ins]:text-emerald-50 dark:[&_del]:bg-rose-900/60 dark:[&_del]:text-rose-50",
  "[&_[data-change-kind]]:border-s-4 [&_[data-change-kind]]:ps-2",
  "[&_[data-change-kind=insert]]:border-emerald-600 [&_[data-change-kind=delete]]:border-rose-600",
);

function Changed({ label, change }: { label: string; change: VersionCompareResponse["title"] }) {
  const { t } = useTranslation("history");
  if (!change) return null;
  return (
    <div className="space-y-1 text-sm">
      <h3 className="font-medium">{label}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2">
        <dt className="text-muted-foreground">{t("before")}</dt>
        <dd>
          <del className="line-through">{change.from || t("none")}</del>
        </dd>
        <dt className="text-muted-foreground">{t("after")}</dt>
        <dd>
          <ins className="underline">{change.to || t("none")}</ins>
        </dd>
      </dl>
    </div>
  );
}

/** The body of one version against another, its changes marked, in the app's dialog. */
export function CompareDialog({ postId, pair, onClose }: Props) {
  const { t } = useTranslation("history");
  const { text } = useMessageText();
  const [compared, setCompared] = useState<VersionCompareResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!pair) return;
    const abort = new AbortController();
    setCompared(null);
    setError(null);
    callApi(compareVersions, { params: { id: postId }, query: pair, signal: abort.signal })
      .then((result) => {
        if (result.ok) setCompared(result.value);
        else setError(text(result.error.message, result.error.params));
      })
      .catch((reason: unknown) => {
        if ((reason as { name?: string }).name !== "AbortError") {
          console.warn("comparing versions failed", reason);
          setError(t("compareFailed"));
        }
      });
    return () => abort.abort();
  }, [pair, postId, t, text]);

  const html = useMemo(
    () =>
      compared
        ? withSpokenMarks(sanitizeDiffHtml(compared.html), {
            added: t("added"),
            removed: t("removed"),
            end: t("changeEnd"),
          })
        : "",
    [compared, t],
  );
  const unchanged = compared !== null && !/<(ins|del)\b/.test(compared.html);

  return (
    <Dialog open={pair !== null} onOpenChange={(open) => open || onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {pair ? t("compareTitle", { from: pair.from, to: pair.to }) : t("compare")}
          </DialogTitle>
          <DialogDescription>{t("compareDescription")}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : !compared ? (
          <p role="status" className="text-muted-foreground text-sm">
            {t("comparing")}
          </p>
        ) : (
          <div className="space-y-4" data-testid="version-compare">
            <Changed label={t("titleChange")} change={compared.title} />
            <Changed label={t("metaChange")} change={compared.metaDescription} />
            {unchanged ? <p className="text-muted-foreground text-sm">{t("noChanges")}</p> : null}
            <div
              className={cn(RICH_TEXT_CLASSES, DIFF_CLASSES, "rounded-md border px-4 py-3")}
              dir="auto"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the tracked-changes allow-list just above (and on the server).
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
