import type { GenerationResponse } from "@domain/api/generation";
import { requireUser } from "@server/auth";
import { generationStatus } from "@server/generation";
import { apiRoute } from "@server/http";
import type { Route } from "./+types/generation";

/** GET /api/generations/{id} (its owner only): the generation's state, for pages without a stream. */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  return (await generationStatus(user, args.params.id)) satisfies GenerationResponse;
});
