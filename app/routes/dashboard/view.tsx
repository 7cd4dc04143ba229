import { analysisReportSchema } from "@domain/analysis/report";
import { APP_NAME } from "@domain/app";
import { contentTypeOf, isContentType } from "@domain/content-types";
import { sanitizeHtml } from "@domain/html/sanitize";
import { htmlToCopyText } from "@domain/text";
import { requireUser } from "@server/auth";
import { NotFound } from "@server/errors";
import { derivedPartsOf } from "@server/generation";
import { getPost } from "@server/library";
import { Copy, PenSquare, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { ExportMenu } from "~/components/exports/export-menu";
import { AnalysisReport } from "~/components/post-view/analysis-report";
import { DerivedNotes } from "~/components/post-view/derived-notes";
import { PostNotFound } from "~/components/post-view/post-not-found";
import { SummaryField } from "~/components/post-view/summary-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { useCopy } from "~/lib/use-copy";
import { useDateText } from "~/lib/use-date-text";
import type { Route } from "./+types/view";

/** Signed-in users only: one of their own posts (another user's id is "not found"). */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  try {
    const { analysis, userId: _owner, ...post } = await getPost(user, args.params.id);
    const report = analysisReportSchema.safeParse(analysis);
    return {
      post: {
        ...post,
        content: sanitizeHtml(post.content),
        createdAt: post.createdAt.toISOString(),
        updatedAt: post.updatedAt.toISOString(),
      },
      report: report.success ? report.data : null,
      derived: await derivedPartsOf(user, post.id),
    };
  } catch (error) {
    if (error instanceof NotFound) throw data({ message: "Blog post not found" }, { status: 404 });
    throw error;
  }
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="flex gap-1">
      <dt className="font-medium">{label}:</dt>
      <dd className="text-muted-foreground">{value}</dd>
    </div>
  );
}

export default function ViewPost({ loaderData }: Route.ComponentProps) {
  const { post, report, derived } = loaderData;
  const { t, i18n } = useTranslation("account");
  const copy = useCopy();
  const dateText = useDateText(i18n.language);
  const [raw, setRaw] = useState(false);
  const type = isContentType(post.contentType)
    ? contentTypeOf(post.contentType).label
    : post.contentType;
  return (
    <article className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard?tab=library">{t("view.back")}</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard?tab=create">
            <Plus aria-hidden />
            {t("view.createNew")}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={`/dashboard/edit/${post.id}`}>
            <PenSquare aria-hidden />
            {t("view.edit")}
          </Link>
        </Button>
        <Button
          type="button"
          size="sm"
          onClick={() => void copy(raw ? post.content : htmlToCopyText(post.content))}
        >
          <Copy aria-hidden />
          {t("view.copy")}
        </Button>
        <ExportMenu postId={post.id} />
        <div className="ms-auto flex items-center gap-2">
          <Switch id="view-html-format" checked={raw} onCheckedChange={setRaw} />
          <Label htmlFor="view-html-format">{t("generation.htmlFormat")}</Label>
        </div>
      </div>
      <header className="space-y-2">
        <Badge variant="secondary">{type}</Badge>
        <h1 className="font-bold text-3xl tracking-tight">{post.title}</h1>
        {post.description ? (
          <p className="text-lg text-muted-foreground">{post.description}</p>
        ) : null}
        <p className="text-muted-foreground text-sm">
          {t("view.meta", {
            date: dateText(post.createdAt),
            count: post.wordCount,
          })}
        </p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Detail label={t("view.tone")} value={post.tone} />
          <Detail label={t("view.audience")} value={post.audience} />
        </dl>
        {post.keywords.length ? (
          <ul className="flex flex-wrap gap-1" aria-label={t("view.keywords")}>
            {post.keywords.map((keyword) => (
              <li key={keyword}>
                <Badge variant="outline">{keyword}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <DerivedNotes parts={derived} />
      {raw ? (
        <pre
          className="overflow-auto whitespace-pre-wrap rounded-lg bg-muted p-4 text-xs"
          data-testid="post-html"
        >
          {post.content}
        </pre>
      ) : (
        <div
          className="prose max-w-none"
          data-testid="post-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the shared allow-list.
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
      )}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("view.summary")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2">
            <SummaryField label={t("view.metaDescription")} value={post.metaDescription} />
            <SummaryField label={t("view.synopsis")} value={post.synopsis} />
            <SummaryField label={t("view.abstract")} value={post.abstract} />
            <SummaryField label={t("view.slug")} value={post.slug} />
            {post.contentType === "social" ? (
              <>
                <SummaryField label={t("view.caption")} value={post.caption} />
                <SummaryField label={t("view.hashtags")} value={post.hashtags.join(" ")} />
              </>
            ) : null}
            {post.contentType === "video" ? (
              <SummaryField label={t("view.videoDescription")} value={post.videoDescription} />
            ) : null}
          </dl>
        </CardContent>
      </Card>
      {report ? <AnalysisReport report={report} /> : null}
    </article>
  );
}

export function ErrorBoundary() {
  return <PostNotFound />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.post.title ?? "Post"} · ${APP_NAME}` },
    { name: "robots", content: "noindex" },
  ];
}
