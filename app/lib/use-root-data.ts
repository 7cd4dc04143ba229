import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** The root loader's data (theme, signed-in user) from any component; undefined on error pages. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
