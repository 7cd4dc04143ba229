import {
  type CreatePresetResponse,
  type PresetListResponse,
  parsePresetPage,
} from "@domain/api/presets";
import { PRESET_MESSAGES, parseCreatePreset } from "@domain/presets";
import { currentUser, requireUser } from "@server/auth";
import { MethodNotAllowed, Unauthenticated, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { createPreset, presetPage, toPresetSummary } from "@server/presets";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/presets";

/** GET /api/presets (signed-in users): the user's own presets, newest first, a page at a time. */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const page = await presetPage(user, parsePresetPage(new URL(args.request.url).searchParams));
  return {
    presets: page.presets.map(toPresetSummary),
    next: page.next,
  } satisfies PresetListResponse;
});

/**
 * POST /api/presets (signed-in users): checks the new preset with the shared schema and saves it
 * for the user; 201 with the preset and the "Preset created successfully" toast for the next
 * page. A visitor reads spec section 8's "You must be logged in to create presets" (401).
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  if (args.request.method !== "POST") throw new MethodNotAllowed(["GET", "POST"]);
  const user = currentUser(args);
  if (!user) throw new Unauthenticated(PRESET_MESSAGES.loginRequired);
  const input = valueOrThrow(parseCreatePreset(await readBody(args.request)));
  const preset = toPresetSummary(await createPreset(user, input));
  return data({ preset } satisfies CreatePresetResponse, {
    status: 201,
    headers: { "Set-Cookie": flashToast({ kind: "success", title: "presets:messages.created" }) },
  });
});
