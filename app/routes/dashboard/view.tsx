import { APP_NAME } from "@domain/app";
import type { Claim } from "@domain/evidence";
import { sanitizeHtml } from "@domain/html/sanitize";
import { htmlToCopyText } from "@domain/text";
import { requireUser } from "@server/auth";
import { derivedPartsOf } from "@server/generation";
import { pageRoute } from "@server/http";
import { getPost, reportOf } from "@server/library";
import { Copy, PenSquare, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { useCreateText } from "~/components/create/create-text";
import { tabHref } from "~/components/dashboard/tabs";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { ExportMenu } from "~/components/exports/export-menu";
import { AnalysisReport } from "~/components/post-view/analysis-report";
import { DerivedNotes } from "~/components/post-view/derived-notes";
import { EvidencePanel } from "~/components/post-view/evidence-panel";
import { PostBody } from "~/components/post-view/post-body";
import { PostLoadFailed } from "~/components/post-view/post-load-failed";
import { PostNotFound } from "~/components/post-view/post-not-found";
import { SummaryField } from "~/components/post-view/summary-field";
import { PublishButton } from "~/components/publishing/publish-button";
import { PublishedOnPanel } from "~/components/publishing/published-on-panel";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { useCopy } from "~/lib/use-copy";
import { useDateText } from "~/lib/use-date-text";
import type { Route } from "./+types/view";

/** The version history (issue 28) with its dialogs, loaded after the page. */
const HistoryPanel = lazy(() => import("~/components/history/history-panel"));

/** Signed-in users only: one of their own posts (another user's id is "not found"). */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const { analysis, userId: _owner, ...post } = await getPost(user, args.params.id);
  return {
    post: {
      ...post,
      content: sanitizeHtml(post.content),
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    },
    report: reportOf({ ...post, analysis }),
    derived: await derivedPartsOf(user, post.id),
  };
});

const NO_CLAIMS: readonly Claim[] = [];

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
  const [found, setFound] = useState<boolean[] | undefined>(undefined);
  // A publish from the dialog: "Published on" reads its list again.
  const [published, setPublished] = useState(0);
  const claims = post.evidence?.claims ?? NO_CLAIMS;
  const hasSources = post.sourceIds.length > 0 || post.citations.length > 0;
  const { storedTypeLabel, storedOptionLabel } = useCreateText();
  const option = (field: "tone" | "audience", value: string | null) =>
    value && storedOptionLabel(post.contentType, field, value);
  return (
    <article className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={tabHref("library")}>{t("view.back")}</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={tabHref("create")}>
            <Plus aria-hidden />
            {t("view.createNew")}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={href("/dashboard/edit/:id", { id: post.id })}>
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
        <PublishButton
          postId={post.id}
          postTitle={post.title}
          onPublished={() => setPublished((n) => n + 1)}
        />
        <div className="ms-auto flex items-center gap-2">
          <Switch id="view-html-format" checked={raw} onCheckedChange={setRaw} />
          <Label htmlFor="view-html-format">{t("generation.htmlFormat")}</Label>
        </div>
      </div>
      <header className="space-y-2">
        <Badge variant="secondary">{storedTypeLabel(post.contentType)}</Badge>
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
          <Detail label={t("view.tone")} value={option("tone", post.tone)} />
          <Detail label={t("view.audience")} value={option("audience", post.audience)} />
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
      <DerivedNotes parts={derived} language={post.language} />
      {raw ? (
        <pre
          className="overflow-auto whitespace-pre-wrap rounded-lg bg-muted p-4 text-xs"
          dir="ltr"
          data-testid="post-html"
        >
          {post.content}
        </pre>
      ) : (
        <PostBody
          html={post.content}
          citations={post.citations}
          claims={claims}
          onMarked={setFound}
        />
      )}
      {post.evidence || hasSources ? (
        <EvidencePanel
          evidence={post.evidence}
          citations={post.citations}
          hasSources={hasSources}
          found={raw ? undefined : found}
        />
      ) : null}
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
      {report ? <AnalysisReport report={report} evidence={post.evidence} /> : null}
      <PublishedOnPanel postId={post.id} version={published} />
      <Suspense fallback={null}>
        <HistoryPanel postId={post.id} version={post.updatedAt} language={i18n.language} />
      </Suspense>
    </article>
  );
}

/** 404 "Blog post not found"; anything else "Error Loading Post" (spec section 8). */
export function ErrorBoundary() {
  return <RouteErrorBoundary inline notFound={PostNotFound} unexpected={PostLoadFailed} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.post.title ?? "Post"} · ${APP_NAME}` },
    { name: "robots", content: "noindex" },
  ];
}
