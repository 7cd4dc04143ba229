import { requireUser } from "@server/auth";
import { usageFor } from "@server/usage";
import type { Route } from "./+types/usage";

/** GET /api/usage (signed-in users): the spec's usage data for the current UTC month. */
export async function loader(args: Route.LoaderArgs) {
  return usageFor(requireUser(args));
}
