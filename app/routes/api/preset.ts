import { requireUser } from "@server/auth";
import { NotFound } from "@server/errors";
import { deletePreset, getPreset } from "@server/presets";
import { data } from "react-router";
import type { Route } from "./+types/preset";

function notFound(error: NotFound) {
  return data({ error: { code: error.code, message: error.message } }, { status: 404 });
}

/** GET /api/presets/{id} (signed-in users): one of the user's own presets; others' are 404. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  try {
    return { preset: await getPreset(user, args.params.id) };
  } catch (error) {
    if (error instanceof NotFound) return notFound(error);
    throw error;
  }
}

/** DELETE /api/presets/{id} (signed-in users): deletes one of the user's own presets; 204. */
export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  if (args.request.method !== "DELETE") throw data(null, { status: 405 });
  try {
    await deletePreset(user, args.params.id);
  } catch (error) {
    if (error instanceof NotFound) return notFound(error);
    throw error;
  }
  return new Response(null, { status: 204 });
}
