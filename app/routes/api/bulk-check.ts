import { checkBulk as checkContract } from "@domain/api/bulk";
import { checkBulk } from "@server/bulk";
import { endpoint, serve } from "@server/http";

/** A signed-in user (or a key with generate) checks and prices a sheet; nothing is stored. */
const routes = serve(endpoint(checkContract, async ({ user, body }) => checkBulk(user, body)));
export const loader = routes.loader;
export const action = routes.action;
