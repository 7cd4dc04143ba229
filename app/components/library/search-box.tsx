import { LIBRARY_QUERY_MAX, type LibraryQuery } from "@domain/library";
import { SearchIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, href } from "react-router";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useLibraryText } from "./library-text";
import { useLibraryNavigate } from "./use-library-navigation";

/** How long typing has to pause before the list follows. */
const DEBOUNCE_MS = 300;

/**
 * The library's search field. The list follows the typing after a short pause (replacing the
 * history entry, so Back leaves the library rather than replaying keystrokes); Enter searches at
 * once, and without JavaScript the form submits the same URL.
 */
export function SearchBox({ query }: { query: LibraryQuery }) {
  const { t } = useLibraryText();
  const go = useLibraryNavigate(query);
  const [value, setValue] = useState(query.q);
  // The last search this box asked for; a different one in the URL came from elsewhere (Back).
  const asked = useRef(query.q);

  useEffect(() => {
    if (query.q === asked.current) return;
    asked.current = query.q;
    setValue(query.q);
  }, [query.q]);

  const search = (replace: boolean) => {
    const q = value.trim();
    if (q === asked.current) return;
    asked.current = q;
    go({ q }, { replace });
  };
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    if (value.trim() === asked.current) return;
    const timer = setTimeout(() => searchRef.current(true), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(false);
  };

  return (
    <Form
      method="get"
      action={href("/dashboard/library")}
      role="search"
      onSubmit={onSubmit}
      className="flex-1"
    >
      {query.type !== "all" ? <input type="hidden" name="type" value={query.type} /> : null}
      {query.sort !== "newest" ? <input type="hidden" name="sort" value={query.sort} /> : null}
      <Label htmlFor="library-search" className="sr-only">
        {t("search.label")}
      </Label>
      <div className="relative">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="library-search"
          name="q"
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t("search.placeholder")}
          maxLength={LIBRARY_QUERY_MAX}
          autoComplete="off"
          className="ps-9"
        />
      </div>
    </Form>
  );
}
