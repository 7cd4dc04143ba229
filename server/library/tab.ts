import { DEFAULT_LIBRARY_QUERY, parseLibraryQuery } from "@domain/library";
import type { Logger } from "pino";
import type { SessionUser } from "../auth";
import { listPosts } from "./list";

/**
 * The Library tab's data for the dashboard URL's ?q=&type=&sort=&page=. When the list cannot be
 * read, the tab says so (spec section 8, "Error Loading Posts") instead of failing the dashboard.
 */
export async function loadLibraryTab(
  user: Pick<SessionUser, "id">,
  url: URL,
  options: { log?: Pick<Logger, "error"> } = {},
) {
  const query = parseLibraryQuery(url.searchParams);
  try {
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
  } catch (error) {
    options.log?.error({ err: error }, "library: the list could not be read");
    return {
      query: { ...DEFAULT_LIBRARY_QUERY, ...query, page: 1 },
      total: 0,
      pageCount: 1,
      items: [],
      loadFailed: true,
    };
  }
}
