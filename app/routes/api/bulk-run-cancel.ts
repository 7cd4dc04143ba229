import { cancelBulkRun as cancelContract } from "@domain/api/bulk";
import { cancelBulkRun } from "@server/bulk";
import { endpoint, serve } from "@server/http";

/** The owner cancels a run's rows not started yet; their credits are released. */
const routes = serve(
  endpoint(cancelContract, async ({ user, params }) => cancelBulkRun(user, params.id)),
);
export const loader = routes.loader;
export const action = routes.action;
