import { parseLibraryQuery } from "@domain/library";
import type { SessionUser } from "../auth";
import { listPosts } from "./list";

/** The Library tab's data for the dashboard URL's ?q=&type=&sort=&page=. */
export async function loadLibraryTab(user: Pick<SessionUser, "id">, url: URL) {
  const query = parseLibraryQuery(url.searchParams);
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
  };
}
