import { compareVersions as compareContract, parseVersionCompare } from "@domain/api/versions";
import { valueOrThrow } from "@server/errors";
import { endpoint, serve } from "@server/http";
import { compareVersions } from "@server/versions";

const routes = serve(
  /**
   * Signed-in users, on their own posts (anyone else's post or version is 404): the body of one
   * version against another, its changes marked, sanitised.
   */
  endpoint(compareContract, async ({ user, params, query }) => {
    const { from, to } = valueOrThrow(parseVersionCompare(query));
    const compared = await compareVersions(user, params.id, from, to);
    return {
      ...compared,
      from: { ...compared.from, createdAt: compared.from.createdAt.toISOString() },
      to: { ...compared.to, createdAt: compared.to.createdAt.toISOString() },
    };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
