import { startFactCheck as startContract } from "@domain/api/fact-checks";
import { endpoint, serve } from "@server/http";
import { factCheckFor, startFactCheck } from "@server/research";
import { data } from "react-router";

const routes = serve(
  /**
   * Signed-in users, on their own posts (anyone else's is 404): checks the post's factual
   * sentences against the sources given or the post's own; half a credit reserved with sources,
   * nothing without; 202 with the queued check at once. Contract: domain/api/fact-checks.ts.
   */
  endpoint(startContract, async ({ user, params, body }) => {
    const { id } = await startFactCheck(user, params.id, body);
    return data({ check: await factCheckFor(user, id) }, { status: 202 });
  }),
);
export const loader = routes.loader;
export const action = routes.action;
