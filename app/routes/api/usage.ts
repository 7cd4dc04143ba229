import { readUsage } from "@domain/api/usage";
import { endpoint, serve } from "@server/http";
import { usageFor } from "@server/usage";

/** The spec's usage data for the current UTC month (signed-in users). */
const routes = serve(endpoint(readUsage, ({ user }) => usageFor(user)));
export const loader = routes.loader;
export const action = routes.action;
