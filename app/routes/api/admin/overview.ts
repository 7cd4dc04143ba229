import { readOverview } from "@domain/api/admin";
import { overview } from "@server/admin";
import { endpoint, serve } from "@server/http";

/** GET /api/admin/overview (admins): the Overview tab's figures. */
const routes = serve(endpoint(readOverview, () => overview()));
export const loader = routes.loader;
export const action = routes.action;
