import { analysePostDraft } from "@domain/api/post-analysis";
import { endpoint, serve } from "@server/http";
import { analyseDraft } from "@server/library";
import { voiceChoice } from "@server/voices";

const routes = serve(
  /**
   * Signed-in users, on their own posts (anyone else's is 404): the report of the editor's
   * unsaved draft, made as a save would make it; nothing is stored. The voice the editor shows
   * must be one of the user's learned voices (another user's is 404). Contract:
   * domain/api/post-analysis.ts.
   */
  endpoint(analysePostDraft, async ({ user, params, body }) => {
    const { voiceId, ...draft } = body;
    const voice = await voiceChoice(user, voiceId);
    return { report: await analyseDraft(user, params.id, draft, voice) };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
