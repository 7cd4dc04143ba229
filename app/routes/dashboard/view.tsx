import { APP_NAME } from "@domain/app";
import { contentTypeOf, isContentType } from "@domain/content-types";
import { sanitizeHtml } from "@domain/html/sanitize";
import { requireUser } from "@server/auth";
import { NotFound } from "@server/errors";
import { getPost } from "@server/library";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { ExportMenu } from "~/components/exports/export-menu";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { Route } from "./+types/view";

/** Signed-in users only: one of their own posts (another user's id is "not found"). */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  try {
    const post = await getPost(user, args.params.id);
    return {
      post: {
        ...post,
        content: sanitizeHtml(post.content),
        createdAt: post.createdAt.toISOString(),
      },
    };
  } catch (error) {
    if (error instanceof NotFound) throw data({ message: "Blog post not found" }, { status: 404 });
    throw error;
  }
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt className="font-medium text-sm">{label}</dt>
      <dd className="text-muted-foreground text-sm">{value}</dd>
    </div>
  );
}

export default function ViewPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const { t, i18n } = useTranslation("account");
  const type = isContentType(post.contentType)
    ? contentTypeOf(post.contentType).label
    : post.contentType;
  return (
    <article className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard?tab=library">{t("view.back")}</Link>
        </Button>
        <Button asChild size="sm">
          <Link to="/dashboard?tab=create">{t("view.createNew")}</Link>
        </Button>
        <ExportMenu postId={post.id} />
      </div>
      <header className="space-y-2">
        <Badge variant="secondary">{type}</Badge>
        <h1 className="font-bold text-3xl tracking-tight">{post.title}</h1>
        <p className="text-muted-foreground text-sm">
          {t("view.meta", {
            date: new Date(post.createdAt).toLocaleDateString(i18n.language, {
              dateStyle: "medium",
            }),
            count: post.wordCount,
          })}
        </p>
        {post.keywords.length ? (
          <ul className="flex flex-wrap gap-1">
            {post.keywords.map((keyword) => (
              <li key={keyword}>
                <Badge variant="outline">{keyword}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the shared allow-list. */}
      <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: post.content }} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t("view.summary")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Field label={t("view.metaDescription")} value={post.metaDescription} />
            <Field label={t("view.synopsis")} value={post.synopsis} />
            <Field label={t("view.abstract")} value={post.abstract} />
            <Field label={t("view.slug")} value={post.slug} />
            <Field label={t("view.caption")} value={post.caption} />
            <Field label={t("view.hashtags")} value={post.hashtags.join(" ")} />
            <Field label={t("view.videoDescription")} value={post.videoDescription} />
            <Field label={t("view.tone")} value={post.tone} />
            <Field label={t("view.audience")} value={post.audience} />
          </dl>
        </CardContent>
      </Card>
    </article>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("account");
  return (
    <section className="space-y-4">
      <h1 className="font-bold text-2xl">{t("view.notFound")}</h1>
      <Button asChild>
        <Link to="/dashboard?tab=library">{t("view.back")}</Link>
      </Button>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.post.title ?? "Post"} · ${APP_NAME}` },
    { name: "robots", content: "noindex" },
  ];
}
