import { readFactCheck } from "@domain/api/fact-checks";
import { endpoint, serve } from "@server/http";
import { factCheckFor } from "@server/research";

/** One of the user's own fact checks (others' are 404), with the evidence once done. */
const routes = serve(
  endpoint(readFactCheck, async ({ user, params }) => ({
    check: await factCheckFor(user, params.id),
  })),
);
export const loader = routes.loader;
export const action = routes.action;
