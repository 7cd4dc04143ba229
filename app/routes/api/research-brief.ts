import { readResearchBrief } from "@domain/api/research-briefs";
import { endpoint, serve } from "@server/http";
import { researchBriefFor } from "@server/research";

/** One of the user's own briefs (others' are 404): its phase and percent, the brief once done. */
const routes = serve(
  endpoint(readResearchBrief, async ({ user, params }) => ({
    brief: await researchBriefFor(user, params.id),
  })),
);
export const loader = routes.loader;
export const action = routes.action;
