import { type LibraryQuery, librarySearch } from "@domain/library";
import { useCallback } from "react";
import { href, useNavigate, useNavigation, useRevalidator } from "react-router";

/** The Library's URL that shows this library query. */
export function libraryHref(query: LibraryQuery): string {
  return `${href("/dashboard/library")}${librarySearch(query)}`;
}

/**
 * Moves the Library tab to another query by changing the URL, so reload, back and a shared
 * link show the same list. A new search, filter or sort starts again on page 1.
 */
export function useLibraryNavigate(current: LibraryQuery) {
  const navigate = useNavigate();
  return useCallback(
    (change: Partial<LibraryQuery>, options: { replace?: boolean } = {}) => {
      const next = { ...current, page: 1, ...change };
      navigate(libraryHref(next), { replace: options.replace, preventScrollReset: true });
    },
    [current, navigate],
  );
}

/** True while the library's list is being reloaded: a new query, or after a delete. */
export function useLibraryLoading(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  if (revalidator.state === "loading") return true;
  const next = navigation.location;
  return navigation.state === "loading" && next?.pathname === href("/dashboard/library");
}
