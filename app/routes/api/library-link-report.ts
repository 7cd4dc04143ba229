import { linkReport as reportContract } from "@domain/api/links";
import { endpoint, serve } from "@server/http";
import { linkReport } from "@server/library";

const routes = serve(
  /** Signed-in users: their own posts nothing links to, and those competing for a keyphrase. */
  endpoint(reportContract, ({ user }) => linkReport(user)),
);
export const loader = routes.loader;
export const action = routes.action;
