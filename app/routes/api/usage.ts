import type { UsageResponse } from "@domain/api/usage";
import { requireUser } from "@server/auth";
import { apiRoute } from "@server/http";
import { usageFor } from "@server/usage";
import type { Route } from "./+types/usage";

/** GET /api/usage (signed-in users): the spec's usage data for the current UTC month. */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  return (await usageFor(requireUser(args))) satisfies UsageResponse;
});
