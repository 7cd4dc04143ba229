import { requireUser } from "@server/auth";
import { NotFound } from "@server/errors";
import { generationStatus } from "@server/generation";
import { data } from "react-router";
import type { Route } from "./+types/generation";

/** GET /api/generations/{id} (its owner only): the generation's state, for pages without a stream. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  try {
    return await generationStatus(user, args.params.id);
  } catch (error) {
    if (error instanceof NotFound) throw data({ error: "Not found" }, { status: 404 });
    throw error;
  }
}
