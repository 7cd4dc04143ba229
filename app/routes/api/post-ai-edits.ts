import { startAiEdit as startContract } from "@domain/api/ai-edits";
import { aiEditFor, editAllowance, startAiEdit } from "@server/edits";
import { endpoint, serve } from "@server/http";
import { data } from "react-router";

const routes = serve(
  /**
   * Signed-in users, on their own posts (anyone else's is 404): asks the model for an edit of
   * the body the editor sends; one of the day's AI edits (402 DAILY_LIMIT past the plan's
   * allowance); 202 with the queued edit and the allowance at once. Contract:
   * domain/api/ai-edits.ts.
   */
  endpoint(startContract, async ({ user, params, body }) => {
    const { id } = await startAiEdit(user, params.id, body);
    const [edit, allowance] = await Promise.all([aiEditFor(user, id), editAllowance(user)]);
    return data({ edit, allowance }, { status: 202 });
  }),
);
export const loader = routes.loader;
export const action = routes.action;
