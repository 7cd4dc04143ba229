import { listPosts } from "@domain/api/posts";
import { parseLibraryQuery } from "@domain/library";
import { endpoint, serve } from "@server/http";
import { listPosts as listLibrary } from "@server/library";

const routes = serve(
  /**
   * A page of the user's own posts, as the Library lists them (the same query: q, type, sort,
   * page; a page past the end is the last one). Contract: domain/api/posts.ts.
   */
  endpoint(listPosts, async ({ user, query }) => {
    const page = await listLibrary(user, parseLibraryQuery(query));
    return {
      ...page,
      items: page.items.map((item) => ({
        ...item,
        createdAt: item.createdAt.toISOString(),
        updatedAt: item.updatedAt.toISOString(),
      })),
    };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
