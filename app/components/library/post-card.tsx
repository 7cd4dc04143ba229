import { CopyIcon, EyeIcon, PencilIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { PublishButton } from "~/components/publishing/publish-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { useCopy } from "~/lib/use-copy";
import { useDateText } from "~/lib/use-date-text";
import { fetchCopyText } from "./copy-post";
import { DeletePostDialog } from "./delete-post-dialog";
import { useLibraryText } from "./library-text";
import type { LibraryItem } from "./types";

/** Keywords a card shows; the rest are counted (spec section 9). */
const SHOWN_KEYWORDS = 3;

/** One post of the library: what it is, when it was made, and what can be done with it. */
export function PostCard({ post }: { post: LibraryItem }) {
  const { t, language, typeLabel, toneLabel } = useLibraryText();
  const { t: tp } = useTranslation("publishing");
  const dateText = useDateText(language);
  const [copying, setCopying] = useState(false);
  const titleId = `post-${post.id}-title`;
  const hidden = <VisuallyHidden>{` “${post.title}”`}</VisuallyHidden>;

  const copyText = useCopy();
  const copy = async () => {
    setCopying(true);
    await copyText(fetchCopyText(post.id));
    setCopying(false);
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 text-muted-foreground text-xs">
        <Badge variant="secondary">{typeLabel(post.contentType)}</Badge>
        <time dateTime={post.createdAt}>
          {t("card.created", { date: dateText(post.createdAt) })}
        </time>
      </div>
      <div className="space-y-1.5">
        <h2 id={titleId} dir="auto" className="line-clamp-2 font-semibold text-lg leading-snug">
          {post.title}
        </h2>
        {post.description ? (
          <p dir="auto" className="line-clamp-3 text-muted-foreground text-sm">
            {post.description}
          </p>
        ) : (
          <p className="text-muted-foreground text-sm italic">{t("card.noDescription")}</p>
        )}
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground text-xs">
        <span>{t("card.words", { count: post.wordCount })}</span>
        {post.tone ? (
          <span>{t("card.tone", { tone: toneLabel(post.contentType, post.tone) })}</span>
        ) : null}
      </p>
      {post.keywords.length ? (
        <ul aria-label={t("card.keywords")} className="flex flex-wrap gap-1">
          {post.keywords.slice(0, SHOWN_KEYWORDS).map((keyword) => (
            <li key={keyword}>
              <Badge variant="outline">{keyword}</Badge>
            </li>
          ))}
          {post.keywords.length > SHOWN_KEYWORDS ? (
            <li>
              <Badge variant="outline" className="text-muted-foreground">
                {t("card.moreKeywords", { count: post.keywords.length - SHOWN_KEYWORDS })}
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
        <Button asChild variant="outline" size="sm">
          <Link to={href("/dashboard/view/:id", { id: post.id })}>
            <EyeIcon aria-hidden />
            {t("card.view")}
            {hidden}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={href("/dashboard/edit/:id", { id: post.id })}>
            <PencilIcon aria-hidden />
            {t("card.edit")}
            {hidden}
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={copy} disabled={copying}>
          <CopyIcon aria-hidden />
          {t("card.copy")}
          {hidden}
        </Button>
        <DeletePostDialog id={post.id} title={post.title} />
        <PublishButton
          postId={post.id}
          postTitle={post.title}
          variant="outline"
          className="col-span-2"
          label={
            <>
              {tp("dialog.openFromCard")}
              {hidden}
            </>
          }
        />
      </div>
    </article>
  );
}
