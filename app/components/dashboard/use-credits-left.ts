import { useRouteLoaderData } from "react-router";

/** The part of the dashboard layout's loader data (routes/dashboard/layout.tsx) read here. */
type LayoutUsage = { usage: { remaining: number | null } };

/**
 * The month's generations left, as the dashboard layout loaded them: null when unlimited,
 * undefined outside the dashboard. Components read it here rather than import the route module.
 */
export function useCreditsLeft(): number | null | undefined {
  return useRouteLoaderData<LayoutUsage>("routes/dashboard/layout")?.usage.remaining;
}
