import { deletePreset as deleteContract, readPreset } from "@domain/api/preset";
import { endpoint, serve } from "@server/http";
import { deletePreset, getPreset, toPresetSummary } from "@server/presets";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

const routes = serve(
  /** One of the user's own presets; others' are 404. */
  endpoint(readPreset, async ({ user, params }) => ({
    preset: toPresetSummary(await getPreset(user, params.id)),
  })),
  /** Deletes one of the user's own presets and leaves the "Preset deleted" toast. */
  endpoint(deleteContract, async ({ user, params }) => {
    await deletePreset(user, params.id);
    return data(
      { deleted: true as const },
      {
        headers: {
          "Set-Cookie": flashToast({ kind: "success", title: "presets:messages.deleted" }),
        },
      },
    );
  }),
);
export const loader = routes.loader;
export const action = routes.action;
