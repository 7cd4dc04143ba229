import { createConnection, listConnections } from "@domain/api/publishing";
import { endpoint, serve } from "@server/http";
import { createConnection as create, listConnections as list } from "@server/publishing";
import { data } from "react-router";

const routes = serve(
  /** The user's own publishing connections, newest first (never their credentials). */
  endpoint(listConnections, async ({ user }) => ({ connections: await list(user) })),
  /** Connects a site within the plan's number; 201 (a webhook's signing secret, shown this once). */
  endpoint(createConnection, async ({ user, body }) =>
    data(await create(user, body), { status: 201 }),
  ),
);
export const loader = routes.loader;
export const action = routes.action;
