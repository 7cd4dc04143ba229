import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIBRARY_QUERY,
  LIBRARY_QUERY_MAX,
  librarySearch,
  parseLibraryQuery,
  searchTerms,
} from "./library";

const parse = (search: string) => parseLibraryQuery(new URLSearchParams(search));

describe("parseLibraryQuery", () => {
  it("reads every value the URL gives", () => {
    expect(parse("q=seo+tips&type=video&sort=title&page=3")).toEqual({
      q: "seo tips",
      type: "video",
      sort: "title",
      page: 3,
    });
  });

  it("uses the defaults when nothing is given", () => {
    expect(parse("")).toEqual(DEFAULT_LIBRARY_QUERY);
    expect(parse("tab=library")).toEqual({ q: "", type: "all", sort: "newest", page: 1 });
  });

  it("accepts each of the five sorts and the seven types", () => {
    for (const sort of ["newest", "oldest", "modified", "title", "words"])
      expect(parse(`sort=${sort}`).sort).toBe(sort);
    for (const type of ["blog", "help", "website", "social", "video", "email", "ecommerce"])
      expect(parse(`type=${type}`).type).toBe(type);
  });

  it("falls back to the default for each bad value without losing the good ones", () => {
    expect(parse("q=ok&type=podcast&sort=random&page=abc")).toEqual({
      ...DEFAULT_LIBRARY_QUERY,
      q: "ok",
    });
    expect(parse("type=Blog&sort=NEWEST").type).toBe("all");
    for (const page of ["0", "-2", "1.5", "1e400", "", "  ", "99999999999"])
      expect(parse(`page=${encodeURIComponent(page)}`).page, page).toBe(1);
    expect(parse("page=%202%20").page).toBe(2);
  });

  it("trims the search and bounds its length", () => {
    expect(parse("q=%20%20hello%20%20").q).toBe("hello");
    expect(parse("q=%20%20%20").q).toBe("");
    const long = parse(`q=${"a".repeat(5000)}`).q;
    expect(long).toHaveLength(LIBRARY_QUERY_MAX);
  });

  it("takes the first of repeated values", () => {
    expect(parse("sort=title&sort=words&q=a&q=b")).toMatchObject({ sort: "title", q: "a" });
  });
});

describe("searchTerms", () => {
  it("splits on white space, lower-cases and drops repeats", () => {
    expect(searchTerms("SEO  tips\tSeo 100%")).toEqual(["seo", "tips", "100%"]);
    expect(searchTerms("")).toEqual([]);
  });

  it("keeps at most eight words", () => {
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("librarySearch", () => {
  it("keeps the plain Library short and writes only what differs from the defaults", () => {
    expect(librarySearch(DEFAULT_LIBRARY_QUERY)).toBe("");
    expect(librarySearch({ q: "a&b", type: "social", sort: "words", page: 2 })).toBe(
      "?q=a%26b&type=social&sort=words&page=2",
    );
  });

  it("round-trips through parseLibraryQuery", () => {
    const query = { q: "hello world", type: "email", sort: "oldest", page: 7 } as const;
    expect(parse(librarySearch(query).slice(1))).toEqual(query);
    expect(parse(librarySearch(DEFAULT_LIBRARY_QUERY).slice(1))).toEqual(DEFAULT_LIBRARY_QUERY);
  });
});
