import { restoreVersion as restoreContract, versionNumberOf } from "@domain/api/versions";
import { NotFound } from "@server/errors";
import { endpoint, serve } from "@server/http";
import { restoreVersion } from "@server/library";
import { VERSION_NOT_FOUND } from "@server/versions";

const routes = serve(
  /**
   * Signed-in users, on their own posts (anyone else's post or version is 404): the version
   * becomes the post (sanitised, the report made again) and a new version records it; a post
   * changed since the editor's `version` is 409 POST_CHANGED, as a stale save is.
   */
  endpoint(restoreContract, async ({ user, params, body }) => {
    const number = versionNumberOf(params.number);
    if (number === null) throw new NotFound(VERSION_NOT_FOUND);
    const saved = await restoreVersion(user, params.id, number, body.version);
    return { updatedAt: saved.updatedAt.toISOString(), restoredFrom: number };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
