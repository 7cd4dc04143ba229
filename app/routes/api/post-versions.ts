import { listVersions as listContract } from "@domain/api/versions";
import { endpoint, serve } from "@server/http";
import { listVersions } from "@server/versions";

const routes = serve(
  /** Signed-in users, on their own posts (anyone else's is 404): the versions, newest first. */
  endpoint(listContract, async ({ user, params }) => {
    const versions = await listVersions(user, params.id);
    return {
      versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
