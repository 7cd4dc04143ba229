import { deleteSource as deleteContract, readSource as readContract } from "@domain/api/sources";
import { endpoint, serve } from "@server/http";
import { deleteSource, getSource, toSourceSummary } from "@server/sources";

const routes = serve(
  /** One of the user's own sources with its number of passages; others' are 404. */
  endpoint(readContract, async ({ user, params }) => ({
    source: toSourceSummary(await getSource(user, params.id)),
  })),
  /** Deletes one of the user's own sources and its passages. */
  endpoint(deleteContract, async ({ user, params }) => {
    await deleteSource(user, params.id);
    return { deleted: true as const };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
