import { listBulkRuns as listContract, startBulkRun as startContract } from "@domain/api/bulk";
import { listBulkRuns, startBulkRun } from "@server/bulk";
import { endpoint, serve } from "@server/http";
import { data } from "react-router";

const routes = serve(
  /** The signed-in user's own runs, newest first. */
  endpoint(listContract, async ({ user }) => ({ runs: await listBulkRuns(user) })),
  /** Runs the user's sheet: 202 with the run, its valid rows' cost reserved at once. */
  endpoint(startContract, async ({ user, body }) =>
    data(await startBulkRun(user, body), { status: 202 }),
  ),
);
export const loader = routes.loader;
export const action = routes.action;
