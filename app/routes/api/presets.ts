import { PRESET_MESSAGES, parseCreatePreset } from "@domain/presets";
import { currentUser, requireUser } from "@server/auth";
import { createPreset, listPresets } from "@server/presets";
import { data } from "react-router";
import type { Route } from "./+types/presets";

async function body(request: Request): Promise<unknown> {
  if (request.headers.get("content-type")?.includes("application/json"))
    return request.json().catch(() => null);
  return Object.fromEntries(await request.formData());
}

/** GET /api/presets (signed-in users): the user's own presets, newest first. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  return { presets: await listPresets(user) };
}

/**
 * POST /api/presets (signed-in users): checks the new preset with the shared schema and saves it
 * for the user; 201 with the preset, 400 with the first problem, 401 when nobody is signed in
 * (spec section 8: "You must be logged in to create presets").
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") throw data(null, { status: 405 });
  const user = currentUser(args);
  if (!user)
    return data(
      { error: { code: "UNAUTHENTICATED", message: PRESET_MESSAGES.loginRequired } },
      { status: 401 },
    );
  const parsed = parseCreatePreset(await body(args.request));
  if (!parsed.ok)
    return data(
      { error: { code: "INVALID_INPUT", field: parsed.field, message: parsed.message } },
      { status: 400 },
    );
  return data({ preset: await createPreset(user, parsed.value) }, { status: 201 });
}
