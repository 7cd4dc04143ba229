/** The Library screen's data for the URL's ?q=&type=&sort=&page= (dates as ISO text). */
import type { SessionUser } from "@domain/auth";
import { DEFAULT_LIBRARY_QUERY, parseLibraryQuery } from "@domain/library";
import { listPosts } from "@server/library";
import { orFallback, type ScreenArgs } from "./screen.server";

/** One page of the user's posts; "Error Loading Posts" (loadFailed) when it cannot be read. */
export async function libraryTab(args: ScreenArgs, user: Pick<SessionUser, "id">) {
  const query = parseLibraryQuery(new URL(args.request.url).searchParams);
  const read = async () => {
    const result = await listPosts(user, query);
    return {
      query: { ...query, page: result.page },
      total: result.total,
      pageCount: result.pageCount,
      items: result.items.map((item) => ({
        ...item,
        createdAt: item.createdAt.toISOString(),
        updatedAt: item.updatedAt.toISOString(),
      })),
      loadFailed: false,
    };
  };
  return orFallback(args, "library: the list", read, {
    query: { ...DEFAULT_LIBRARY_QUERY, ...query, page: 1 },
    total: 0,
    pageCount: 1,
    items: [],
    loadFailed: true,
  });
}
