import { addSource as addContract, listSources as listContract } from "@domain/api/sources";
import { requestContext } from "@server/context";
import { endpoint, serve } from "@server/http";
import { addSource, listSources, toSourceSummary } from "@server/sources";

const routes = serve(
  /** The user's own research sources, newest first. */
  endpoint(listContract, async ({ user }) => ({
    sources: (await listSources(user)).map(toSourceSummary),
  })),
  /**
   * Adds a source for the user from a web address, a file (multipart), pasted text or one of
   * their library posts. A web page is fetched here, within the request, under the fetcher's caps
   * (15 s, the plan's bytes, 5 redirects): the writer waits for it and reads at once why a page
   * could not be read (422). Past the plan's number of sources: 409 with it.
   */
  endpoint(addContract, async ({ user, body, args }) => {
    const log = args.context.get(requestContext).log;
    return { source: toSourceSummary(await addSource(user, body, log)) };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
