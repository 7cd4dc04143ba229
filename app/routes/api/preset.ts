import type { DeletedResponse } from "@domain/api/post";
import type { PresetResponse } from "@domain/api/preset";
import { requireUser } from "@server/auth";
import { MethodNotAllowed } from "@server/errors";
import { apiRoute } from "@server/http";
import { deletePreset, getPreset, toPresetSummary } from "@server/presets";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/preset";

/** GET /api/presets/{id} (signed-in users): one of the user's own presets; others' are 404. */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  return {
    preset: toPresetSummary(await getPreset(user, args.params.id)),
  } satisfies PresetResponse;
});

/**
 * DELETE /api/presets/{id} (signed-in users): deletes one of the user's own presets and leaves
 * the "Preset deleted" toast for the next page.
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const user = requireUser(args);
  if (args.request.method !== "DELETE") throw new MethodNotAllowed(["GET", "DELETE"]);
  await deletePreset(user, args.params.id);
  return data({ deleted: true } satisfies DeletedResponse, {
    headers: { "Set-Cookie": flashToast({ kind: "success", title: "presets:messages.deleted" }) },
  });
});
