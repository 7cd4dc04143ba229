import type { IdeaSummary } from "@domain/ideas";
import { Bookmark, BookmarkCheck, Trash2, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ScoreBadge } from "./score-badge";

export type IdeaCardProps = {
  idea: IdeaSummary;
  onGenerate: (idea: IdeaSummary) => void;
  onBookmark: (idea: IdeaSummary) => void;
  /** Saved Ideas only: deletes the idea (after asking). */
  onDelete?: (idea: IdeaSummary) => void;
  /** A bookmark change for this idea is on its way. */
  pending?: boolean;
};

/** One idea: score, title, hook, why it works, a tip, and what can be done with it. */
export function IdeaCard({ idea, onGenerate, onBookmark, onDelete, pending }: IdeaCardProps) {
  const { t } = useTranslation("ideas");
  const titleId = `idea-${idea.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-3 rounded-xl border bg-card p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ScoreBadge score={idea.viralScore} />
        <div className="flex items-center gap-2">
          <Badge variant="outline">{t(`platforms.${idea.platform}`)}</Badge>
          <Badge variant="outline">{t(`categories.${idea.category}`)}</Badge>
        </div>
      </div>
      <h3 id={titleId} className="font-semibold text-lg leading-snug">
        {idea.title}
      </h3>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="font-medium">{t("card.hook")}</dt>
          <dd className="text-muted-foreground">{idea.hook}</dd>
        </div>
        <div>
          <dt className="font-medium">{t("card.reason")}</dt>
          <dd className="text-muted-foreground">{idea.reason}</dd>
        </div>
        {idea.tip ? (
          <div>
            <dt className="font-medium">{t("card.tip")}</dt>
            <dd className="text-muted-foreground">{idea.tip}</dd>
          </div>
        ) : null}
      </dl>
      {idea.format ? (
        <p className="text-muted-foreground text-xs">{t("card.format", { format: idea.format })}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
        <Button onClick={() => onGenerate(idea)}>
          <Wand2 aria-hidden />
          {t("card.generate")}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-pressed={idea.bookmarked}
          aria-label={t("card.bookmark", { title: idea.title })}
          disabled={pending}
          onClick={() => onBookmark(idea)}
        >
          {idea.bookmarked ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
        </Button>
        {onDelete ? (
          <Button
            variant="outline"
            size="icon"
            aria-label={t("card.delete", { title: idea.title })}
            onClick={() => onDelete(idea)}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
    </article>
  );
}
