import { createPreset as createContract, listPresets, parsePresetPage } from "@domain/api/presets";
import { endpoint, serve } from "@server/http";
import { createPreset, presetPage, toPresetSummary } from "@server/presets";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

const routes = serve(
  /** The user's own presets, newest first, a page at a time. */
  endpoint(listPresets, async ({ user, query }) => {
    const page = await presetPage(user, parsePresetPage(query));
    return { presets: page.presets.map(toPresetSummary), next: page.next };
  }),
  /**
   * Saves the checked preset for the user; 201 with the preset and the "Preset created
   * successfully" toast for the next page. A visitor reads spec section 8's "You must be logged
   * in to create presets" (401).
   */
  endpoint(createContract, async ({ user, body }) => {
    const preset = toPresetSummary(await createPreset(user, body));
    return data(
      { preset },
      {
        status: 201,
        headers: {
          "Set-Cookie": flashToast({ kind: "success", title: "presets:messages.created" }),
        },
      },
    );
  }),
);
export const loader = routes.loader;
export const action = routes.action;
