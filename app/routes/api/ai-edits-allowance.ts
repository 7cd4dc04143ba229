import { readAiEditAllowance } from "@domain/api/ai-edits";
import { editAllowance } from "@server/edits";
import { endpoint, serve } from "@server/http";

/** Signed-in users: their AI edits of the UTC day and their plan's daily allowance. */
const routes = serve(
  endpoint(readAiEditAllowance, async ({ user }) => ({ allowance: await editAllowance(user) })),
);
export const loader = routes.loader;
export const action = routes.action;
