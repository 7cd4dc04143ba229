import { listPostPublications, publishPost } from "@domain/api/publishing";
import type { Publication } from "@domain/publishing";
import { ExternalLink } from "lucide-react";
import { useCallback, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/toaster";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { callApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";
import { CancelSchedule } from "./cancel-schedule";
import { usePublishingText } from "./publishing-text";
import { usePublications } from "./use-publications";

/**
 * The post view's "Published on" (issue 31): each site the post went to, its status, the link to
 * the post there, the last result (the failure, or the notes of what was done with less), the
 * next attempt while retrying, Update / Publish again and Cancel for a schedule. Read again every
 * few seconds while one is in flight, and when `version` changes (a publish from the dialog).
 */
export function PublishedOnPanel({ postId, version }: { postId: string; version: number }) {
  const { t } = usePublishingText();
  const [own, setOwn] = useState(0);
  const read = useCallback(
    () => callApi(listPostPublications, { params: { id: postId } }),
    [postId],
  );
  const { publications, error, reload } = usePublications(read, `${version}-${own}`);

  return (
    <Card aria-labelledby="published-on">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="published-on">{t("panel.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {error && <p className="text-destructive text-sm">{t("panel.loadFailed")}</p>}
        {publications?.length === 0 && (
          <p className="text-muted-foreground text-sm">{t("panel.empty")}</p>
        )}
        {publications && publications.length > 0 && (
          <ul className="space-y-3">
            {publications.map((p) => (
              <PublicationItem
                key={p.id}
                publication={p}
                onChanged={() => {
                  setOwn((n) => n + 1);
                  void reload();
                }}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PublicationItem({
  publication: p,
  onChanged,
}: {
  publication: Publication;
  onChanged: () => void;
}) {
  const { t, when, message, statusLabel, statusVariant } = usePublishingText();
  const { text } = useMessageText();
  const [busy, setBusy] = useState(false);
  const inFlight = p.status === "queued" || p.status === "publishing";

  /** Update (the same remote post) or publish again, as it was asked (a schedule: now). */
  async function again() {
    setBusy(true);
    const mode = p.remoteStatus === "draft" || p.mode === "draft" ? "draft" : "publish";
    const result = await callApi(publishPost, {
      params: { id: p.postId },
      body: {
        connectionId: p.connectionId,
        mode,
        canonicalUrl: undefined,
        featuredImageUrl: undefined,
      },
    });
    setBusy(false);
    if (result.ok) toast.success(t("panel.messages.sent", { site: p.connectionName }));
    else toast.error(text(result.error.message, result.error.params));
    onChanged();
  }

  return (
    <li
      className="space-y-2 rounded-md border p-4"
      data-publication={p.id}
      aria-labelledby={`publication-${p.id}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`publication-${p.id}`} className="font-medium">
          {p.connectionName}
        </h3>
        <Badge variant="outline">{t(`platforms.${p.platform}`)}</Badge>
        <Badge variant={statusVariant(p)} data-testid="publication-status">
          {statusLabel(p)}
        </Badge>
        {p.remoteUrl && (
          <a
            href={p.remoteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm underline underline-offset-2"
          >
            {t("panel.view", { site: p.connectionName })}
            <ExternalLink aria-hidden className="size-3" />
          </a>
        )}
      </div>
      <p className="text-muted-foreground text-sm">
        {p.status === "scheduled" && p.scheduledFor
          ? t("panel.scheduledFor", { date: when(p.scheduledFor) })
          : p.status === "published" && p.publishedAt
            ? t("panel.publishedAt", { date: when(p.publishedAt) })
            : t("panel.updatedAt", { date: when(p.updatedAt) })}
      </p>
      {p.status === "retrying" && p.nextAttemptAt && (
        <p className="text-sm">{t("panel.nextAttempt", { date: when(p.nextAttemptAt) })}</p>
      )}
      {p.lastError && p.status !== "published" && (
        <div className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
          <p className="font-medium">{t("panel.lastError")}</p>
          <p data-testid="publication-error">{message(p.lastError)}</p>
        </div>
      )}
      {p.notes.length > 0 && p.status === "published" && (
        <div className="text-sm">
          <p className="font-medium">{t("panel.notes")}</p>
          <ul className="list-disc ps-5">
            {p.notes.map((note) => (
              <li key={`${note.key}-${JSON.stringify(note.params ?? {})}`}>{message(note)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {p.status === "scheduled" ? (
          <CancelSchedule publication={p} onDone={onChanged} />
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={busy || inFlight}
            onClick={() => void again()}
          >
            {p.status === "published" ? t("panel.update") : t("panel.publishAgain")}
            <VisuallyHidden>{` (${p.connectionName})`}</VisuallyHidden>
          </Button>
        )}
      </div>
    </li>
  );
}
