import { readVersion as readContract, versionNumberOf } from "@domain/api/versions";
import { NotFound } from "@server/errors";
import { endpoint, serve } from "@server/http";
import { readVersion, VERSION_NOT_FOUND } from "@server/versions";

const routes = serve(
  /**
   * Signed-in users, on their own posts (anyone else's post or version is 404): one version's
   * fields, the body sanitised.
   */
  endpoint(readContract, async ({ user, params }) => {
    const number = versionNumberOf(params.number);
    if (number === null) throw new NotFound(VERSION_NOT_FOUND);
    const { fields, ...version } = await readVersion(user, params.id, number);
    return { version: { ...version, createdAt: version.createdAt.toISOString() }, fields };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
