import { analysePostDraft } from "@domain/api/post-analysis";
import { endpoint, serve } from "@server/http";
import { analyseDraft } from "@server/library";

const routes = serve(
  /**
   * Signed-in users, on their own posts (anyone else's is 404): the report of the editor's
   * unsaved draft, made as a save would make it; nothing is stored. Contract:
   * domain/api/post-analysis.ts.
   */
  endpoint(analysePostDraft, async ({ user, params, body }) => ({
    report: await analyseDraft(user, params.id, body),
  })),
);
export const loader = routes.loader;
export const action = routes.action;
