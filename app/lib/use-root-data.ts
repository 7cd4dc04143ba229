import type { SessionUser } from "@domain/auth";
import { useRouteLoaderData } from "react-router";
import type { Theme } from "./theme";
import type { FlashToast } from "./toast";

/**
 * What the root loader (app/root.tsx) sends every page; it is declared here, and the loader
 * `satisfies` it, because a browser helper never imports a route module (the layer lint).
 */
export type RootData = {
  theme: Theme;
  nonce: string;
  toast: FlashToast | null;
  user: Pick<SessionUser, "email" | "name" | "tier" | "isAdmin"> | null;
};

/** The root loader's data (theme, signed-in user) from any component; undefined on error pages. */
export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}
