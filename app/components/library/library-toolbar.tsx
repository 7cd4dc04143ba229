import { LIBRARY_SORTS, LIBRARY_TYPES, type LibraryQuery } from "@domain/library";
import { Label } from "~/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { useLibraryText } from "./library-text";
import { SearchBox } from "./search-box";
import { useLibraryNavigate } from "./use-library-navigation";

/** Search, type filter, sort and the number of posts found (spec section 2, "Library tab"). */
export function LibraryToolbar({ query, total }: { query: LibraryQuery; total: number }) {
  const { t, typeLabel } = useLibraryText();
  const go = useLibraryNavigate(query);
  const typeText = (type: LibraryQuery["type"]) =>
    type === "all" ? t("filter.all") : typeLabel(type);
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchBox query={query} />
        {/* Stacked on a phone: side by side, Spanish and Portuguese sort labels overflowed 375 px. */}
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="grid w-full gap-1.5 md:w-44">
            <Label htmlFor="library-type">{t("filter.label")}</Label>
            <Select
              value={query.type}
              onValueChange={(type) => go({ type: type as LibraryQuery["type"] })}
            >
              <SelectTrigger id="library-type">
                <SelectValue>{typeText(query.type)}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {LIBRARY_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {typeText(type)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid w-full gap-1.5 md:w-44">
            <Label htmlFor="library-sort">{t("sort.label")}</Label>
            <Select
              value={query.sort}
              onValueChange={(sort) => go({ sort: sort as LibraryQuery["sort"] })}
            >
              <SelectTrigger id="library-sort">
                <SelectValue>{t(`sort.${query.sort}`)}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {LIBRARY_SORTS.map((sort) => (
                  <SelectItem key={sort} value={sort}>
                    {t(`sort.${sort}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </div>
      <p role="status" className="text-muted-foreground text-sm">
        {t("count", { count: total })}
      </p>
    </div>
  );
}
