import { listVersions, restoreVersion, type VersionSummary } from "@domain/api/versions";
import { GitCompare, History, RotateCcw } from "lucide-react";
import { type MouseEvent, useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";
import { cn } from "~/lib/cn";
import { formatDate, formatNumber } from "~/lib/format";
import { formatRelativeTime } from "~/lib/format-relative";
import { callApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";
import { CompareDialog } from "./compare-dialog";
import { useVersionText } from "./version-text";

type Props = {
  postId: string;
  /** The post's updated_at as the page has it: the list is read again when it changes. */
  version: string;
  language: string;
  className?: string;
};

type Listing =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; versions: VersionSummary[] };

/**
 * A post's version history beside the editor or the post (issue 28): each version with what
 * made it, when and its words; two chosen versions compared in a dialog; any older one restored
 * (after a confirmation) as a new version, the page's data then read again so the editor holds
 * the restored text and the post's new updated_at. Loaded lazily with its dialogs.
 */
export default function HistoryPanel({ postId, version, language, className }: Props) {
  const { t } = useTranslation("history");
  const { problemText } = useMessageText();
  const what = useVersionText();
  const revalidator = useRevalidator();
  const id = useId();
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<number[]>([]);
  const [pair, setPair] = useState<{ from: number; to: number } | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => new Date());

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` and `attempt` are the reasons to read the list again.
  useEffect(() => {
    const abort = new AbortController();
    callApi(listVersions, { params: { id: postId }, signal: abort.signal })
      .then((result) => {
        setNow(new Date());
        if (result.ok) setListing({ state: "ready", versions: result.value.versions });
        else {
          console.warn("reading the versions failed", result.error);
          setListing({ state: "failed" });
        }
      })
      .catch((reason: unknown) => {
        if ((reason as { name?: string }).name === "AbortError") return;
        console.warn("reading the versions failed", reason);
        setListing({ state: "failed" });
      });
    return () => abort.abort();
  }, [postId, version, attempt]);

  const toggle = useCallback((number: number, on: boolean) => {
    // Two at most: choosing a third lets go of the first chosen.
    setChosen((list) =>
      on
        ? [...list.filter((n) => n !== number), number].slice(-2)
        : list.filter((n) => n !== number),
    );
  }, []);

  const restore = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (restoring === null) return;
    setBusy(true);
    const result = await callApi(restoreVersion, {
      params: { id: postId, number: String(restoring) },
      body: { version },
    });
    setBusy(false);
    if (result.ok) {
      toast.success(t("restored", { number: restoring }), {
        description: t("restoredDescription"),
      });
      setRestoring(null);
      setChosen([]);
      await revalidator.revalidate();
      return;
    }
    const { title, message } = problemText(result.error);
    toast.error(title ?? t("restoreFailed"), { description: message });
    setRestoring(null);
  };

  const versions = listing.state === "ready" ? listing.versions : [];
  const newest = versions[0]?.number;
  const hintId = `${id}-hint`;
  const ordered = [...chosen].sort((a, b) => a - b);

  return (
    <Card className={cn("h-fit", className)} data-testid="history-panel">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <History aria-hidden className="size-4" />
            {t("title")}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-muted-foreground">{t("intro")}</p>
        {listing.state === "loading" ? (
          <p role="status" className="text-muted-foreground">
            {t("loading")}
          </p>
        ) : listing.state === "failed" ? (
          <div role="alert" className="space-y-2">
            <p className="text-destructive">{t("loadFailed")}</p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t("retry")}
            </Button>
          </div>
        ) : versions.length === 0 ? (
          <p className="text-muted-foreground">{t("empty")}</p>
        ) : (
          <>
            <ol aria-label={t("list")} className="max-h-96 space-y-2 overflow-y-auto pe-1">
              {versions.map((v) => {
                const box = `${id}-v${v.number}`;
                return (
                  <li
                    key={v.number}
                    className="flex items-start gap-2 rounded-md border p-2"
                    data-testid="history-version"
                  >
                    <Checkbox
                      id={box}
                      className="mt-0.5"
                      checked={chosen.includes(v.number)}
                      onCheckedChange={(on) => toggle(v.number, on === true)}
                      aria-label={t("choose", { number: v.number })}
                    />
                    <div className="min-w-0 flex-1 space-y-0.5">
                      <Label htmlFor={box} className="font-medium">
                        {t("version", { number: v.number })}
                      </Label>
                      <p>{what(v)}</p>
                      <p className="text-muted-foreground text-xs">
                        <time dateTime={v.createdAt}>
                          {formatRelativeTime(language, v.createdAt, now)}
                        </time>
                        {" · "}
                        {formatDate(language, v.createdAt, {
                          dateStyle: "medium",
                          timeStyle: "short",
                        })}
                        {" · "}
                        {t("words", { count: formatNumber(language, v.words) })}
                      </p>
                    </div>
                    {v.number !== newest ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        aria-label={t("restoreLabel", { number: v.number })}
                        onClick={() => setRestoring(v.number)}
                      >
                        <RotateCcw aria-hidden />
                        {t("restore")}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={chosen.length !== 2}
                aria-describedby={hintId}
                onClick={() => setPair({ from: ordered[0] ?? 0, to: ordered[1] ?? 0 })}
              >
                <GitCompare aria-hidden />
                {t("compare")}
              </Button>
              <span id={hintId} className="text-muted-foreground text-xs">
                {t("compareHint")}
              </span>
            </div>
          </>
        )}
      </CardContent>
      <CompareDialog postId={postId} pair={pair} onClose={() => setPair(null)} />
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => open || setRestoring(null)}
        title={t("restoreTitle", { number: restoring ?? 0 })}
        description={t("restoreDescription")}
        cancel={t("cancel")}
        confirm={t("restore")}
        busy={busy}
        busyLabel={t("restoring")}
        tone="default"
        onConfirm={(event) => void restore(event)}
      />
    </Card>
  );
}
