import { IDEA_PLATFORMS, type IdeaSummary, SAVED_SEARCH_MAX_LENGTH } from "@domain/ideas";
import { SearchIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, href } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { IdeaCard } from "./idea-card";
import type { useIdeaActions } from "./use-idea-actions";

export type SavedIdeasProps = {
  ideas: IdeaSummary[];
  query: { q: string; platform: string | null };
  actions: ReturnType<typeof useIdeaActions>;
};

const ALL = "all";

/** Saved Ideas (elite and admin): search, platform filter, the bookmarked ideas, delete. */
export function SavedIdeas({ ideas, query, actions }: SavedIdeasProps) {
  const { t } = useTranslation("ideas");
  const [platform, setPlatform] = useState(query.platform ?? ALL);
  const [target, setTarget] = useState<IdeaSummary | null>(null);
  const filtered = query.q !== "" || query.platform !== null;
  return (
    <div className="space-y-6">
      <Form
        method="get"
        action={href("/dashboard/ideas")}
        role="search"
        className="flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="view" value="saved" />
        <div className="min-w-56 flex-1 space-y-2">
          <Label htmlFor="saved-search">{t("saved.search")}</Label>
          <Input
            id="saved-search"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={SAVED_SEARCH_MAX_LENGTH}
            placeholder={t("saved.searchPlaceholder")}
          />
        </div>
        <div className="w-48 space-y-2">
          <Label htmlFor="saved-platform">{t("saved.platformFilter")}</Label>
          <Select value={platform} onValueChange={setPlatform}>
            <SelectTrigger id="saved-platform">
              <SelectValue>
                {platform === ALL ? t("saved.allPlatforms") : t(`platforms.${platform}` as never)}
              </SelectValue>
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t("saved.allPlatforms")}</SelectItem>
              {IDEA_PLATFORMS.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`platforms.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {platform !== ALL ? <input type="hidden" name="platform" value={platform} /> : null}
        </div>
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden />
          {t("saved.search")}
        </Button>
      </Form>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {ideas.length === 0
          ? filtered
            ? t("saved.noMatch")
            : t("saved.empty")
          : t("saved.count", { count: ideas.length })}
      </p>
      <ul className="grid gap-4 lg:grid-cols-2">
        {ideas.map((idea) => (
          <li key={idea.id} className="flex">
            <IdeaCard
              idea={idea}
              onGenerate={actions.generate}
              onBookmark={actions.bookmark}
              onDelete={setTarget}
              pending={actions.pendingId === idea.id}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => open || setTarget(null)}
        title={t("saved.confirmTitle")}
        description={t("saved.confirmDescription", { title: target?.title ?? "" })}
        cancel={t("saved.cancel")}
        confirm={t("saved.confirm")}
        onConfirm={() => target && actions.remove(target)}
      />
    </div>
  );
}
