import { readBulkRun as readContract } from "@domain/api/bulk";
import { readBulkRun } from "@server/bulk";
import { endpoint, serve } from "@server/http";

/** The owner reads a run and its rows (another user's is 404). */
const routes = serve(
  endpoint(readContract, async ({ user, params }) => readBulkRun(user, params.id)),
);
export const loader = routes.loader;
export const action = routes.action;
