import { SearchIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
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

/** The caller's words (each screen keeps its texts in its own namespace). */
export type PostPickerTexts = {
  searchLabel: string;
  search: string;
  loading: string;
  loadFailed: string;
  none: string;
  add: string;
  addNamed: (title: string) => string;
  /** A post's length beside its title; left out, only titles are listed. */
  words?: (count: number) => string;
};

export type PostPickerProps = {
  texts: PostPickerTexts;
  busy: boolean;
  /** The posts already chosen (their Add is disabled). */
  chosen?: readonly string[];
  onPick: (post: PickedPost) => void;
  onEnter: (run: () => void) => (event: KeyboardEvent<HTMLInputElement>) => void;
};

/**
 * One of the writer's own posts, picked (as a research source, as a voice sample): the Library's
 * first page (its loader, read through a fetcher when the picker opens), searched with the
 * Library's own search.
 */
export function PostPicker({ texts, busy, chosen = [], onPick, onEnter }: PostPickerProps) {
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
      <Label htmlFor={`${id}-q`}>{texts.searchLabel}</Label>
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
          {texts.search}
        </Button>
      </div>
      {fetcher.state !== "idle" ? (
        <Spinner label={texts.loading} showLabel />
      ) : page?.loadFailed ? (
        <p role="alert" className="text-destructive text-sm">
          {texts.loadFailed}
        </p>
      ) : page && items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{texts.none}</p>
      ) : (
        <ul className="grid gap-1">
          {items.map((post) => (
            <li key={post.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">
                {post.title}
                {texts.words ? (
                  <span className="ms-2 text-muted-foreground text-xs">
                    {texts.words(post.wordCount)}
                  </span>
                ) : null}
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy || chosen.includes(post.id)}
                aria-label={texts.addNamed(post.title)}
                onClick={() =>
                  onPick({ postId: post.id, title: post.title, words: post.wordCount })
                }
              >
                {texts.add}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
