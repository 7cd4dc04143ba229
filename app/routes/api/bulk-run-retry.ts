import { retryBulkRun as retryContract } from "@domain/api/bulk";
import { retryBulkRun } from "@server/bulk";
import { endpoint, serve } from "@server/http";
import { data } from "react-router";

/** The owner runs a run's failed rows again (their cost reserved again; 402 if not covered). */
const routes = serve(
  endpoint(retryContract, async ({ user, params }) =>
    data(await retryBulkRun(user, params.id), { status: 202 }),
  ),
);
export const loader = routes.loader;
export const action = routes.action;
