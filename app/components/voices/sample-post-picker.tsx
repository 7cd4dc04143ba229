import { SearchIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";

/** What the Library screen's loader answers that this picker reads (one page, newest first). */
type LibraryPage = {
  items?: { id: string; title: string; wordCount: number }[];
  loadFailed?: boolean;
};

export type PickedPost = { postId: string; title: string; words: number };

export type SamplePostPickerProps = {
  busy: boolean;
  /** The posts already chosen (their Add is disabled). */
  chosen: readonly string[];
  onPick: (post: PickedPost) => void;
  onEnter: (run: () => void) => (event: KeyboardEvent<HTMLInputElement>) => void;
};

/**
 * One of the writer's posts as a sample: the Library's first page (its loader, read through a
 * fetcher when this tab opens), searched with the Library's own search.
 */
export function SamplePostPicker({ busy, chosen, onPick, onEnter }: SamplePostPickerProps) {
  const { t } = useTranslation("voices");
  const id = useId();
  const fetcher = useFetcher<LibraryPage>();
  const [q, setQ] = useState("");
  const library = href("/dashboard/library");
  const search = () =>
    void fetcher.load(q.trim() ? `${library}?q=${encodeURIComponent(q)}` : library);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once on open; a search reloads.
  useEffect(() => void fetcher.load(library), []);

  const page = fetcher.data;
  const items = page?.items ?? [];
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-q`}>{t("new.post.searchLabel")}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-q`}
          type="search"
          autoComplete="off"
          className="min-w-0 flex-1"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={onEnter(search)}
        />
        <Button type="button" variant="outline" onClick={search}>
          <SearchIcon aria-hidden />
          {t("new.post.search")}
        </Button>
      </div>
      {fetcher.state !== "idle" ? (
        <Spinner label={t("new.post.loading")} showLabel />
      ) : page?.loadFailed ? (
        <p role="alert" className="text-destructive text-sm">
          {t("new.post.loadFailed")}
        </p>
      ) : page && items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("new.post.none")}</p>
      ) : (
        <ul className="grid gap-1">
          {items.map((post) => (
            <li key={post.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">
                {post.title}
                <span className="ms-2 text-muted-foreground text-xs">
                  {t("samples.words", { count: post.wordCount })}
                </span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy || chosen.includes(post.id)}
                aria-label={t("new.post.addNamed", { title: post.title })}
                onClick={() =>
                  onPick({ postId: post.id, title: post.title, words: post.wordCount })
                }
              >
                {t("new.post.add")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
