import { listPublications } from "@domain/api/publishing";
import type { Publication } from "@domain/publishing";
import { ExternalLink } from "lucide-react";
import { useCallback } from "react";
import { href, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { callApi } from "~/lib/use-api";
import { CancelSchedule } from "./cancel-schedule";
import { usePublishingText } from "./publishing-text";
import { usePublications } from "./use-publications";

/** The time a publication's row shows: its schedule, when it went out, or its last change. */
export function timeOf(p: Publication): string {
  if (p.status === "scheduled" && p.scheduledFor) return p.scheduledFor;
  return p.publishedAt ?? p.updatedAt;
}

/** The Publishing screen's list of every post sent to a site (the server sorts, scheduled first). */
export function PublicationsSection({ version }: { version: number }) {
  const { t, when, statusLabel, statusVariant } = usePublishingText();
  const read = useCallback(() => callApi(listPublications), []);
  const { publications, error, reload } = usePublications(read, version);

  return (
    <Card aria-labelledby="publishing-publications">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="publishing-publications" className="text-xl">
            {t("publications.title")}
          </h2>
        </CardTitle>
        <CardDescription>{t("publications.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {error && <p className="text-destructive text-sm">{t("publications.loadFailed")}</p>}
        {publications?.length === 0 && (
          <p className="text-muted-foreground text-sm">{t("publications.empty")}</p>
        )}
        {publications && publications.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-labelledby="publishing-publications">
              <thead className="text-start text-muted-foreground">
                <tr>
                  <th scope="col" className="p-2 text-start font-medium">
                    {t("publications.post")}
                  </th>
                  <th scope="col" className="p-2 text-start font-medium">
                    {t("publications.site")}
                  </th>
                  <th scope="col" className="p-2 text-start font-medium">
                    {t("publications.status")}
                  </th>
                  <th scope="col" className="p-2 text-start font-medium">
                    {t("publications.time")}
                  </th>
                  <th scope="col" className="p-2 text-start font-medium">
                    {t("publications.link")}
                  </th>
                  <th scope="col" className="p-2 text-start font-medium">
                    {t("publications.actions")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {publications.map((p) => (
                  <tr key={p.id} className="border-t" data-publication={p.id}>
                    <td className="p-2">
                      <Link
                        className="underline underline-offset-2"
                        to={href("/dashboard/view/:id", { id: p.postId })}
                      >
                        {p.postTitle}
                      </Link>
                    </td>
                    <td className="p-2">{p.connectionName}</td>
                    <td className="p-2">
                      <Badge variant={statusVariant(p)}>{statusLabel(p)}</Badge>
                    </td>
                    <td className="p-2">
                      <time dateTime={timeOf(p)}>{when(timeOf(p))}</time>
                    </td>
                    <td className="p-2">
                      {p.remoteUrl ? (
                        <a
                          href={p.remoteUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t("publications.openOn", { site: p.connectionName })}
                          className="inline-flex items-center gap-1 underline underline-offset-2"
                        >
                          {t("publications.open")}
                          <ExternalLink aria-hidden className="size-3" />
                        </a>
                      ) : (
                        <span aria-hidden>{t("publications.none")}</span>
                      )}
                    </td>
                    <td className="p-2">
                      {p.status === "scheduled" && (
                        <CancelSchedule publication={p} onDone={reload} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
