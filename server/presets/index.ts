import type { SessionUser } from "../auth";

/** PLACEHOLDER (issue 6, presets helper): the Presets tab's data. */
export async function loadPresetsTab(_user: Pick<SessionUser, "id">) {
  return {};
}
