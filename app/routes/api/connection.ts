import { deleteConnection, updateConnection } from "@domain/api/publishing";
import { endpoint, serve } from "@server/http";
import { deleteConnection as remove, updateConnection as update } from "@server/publishing";

const routes = serve(
  /** Changes one of the user's own connections (a new credential replaces the stored one). */
  endpoint(updateConnection, async ({ user, params, body }) => ({
    connection: await update(user, params.id, body),
  })),
  /** Deletes one of the user's own connections with its publications' records. */
  endpoint(deleteConnection, async ({ user, params }) => {
    await remove(user, params.id);
    return { deleted: true as const };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
