import { NotYetAvailable } from "~/components/dashboard/panels";

/** PLACEHOLDER (issue 6, presets helper). */
export function PresetsTab(_props: Record<string, unknown>) {
  return <NotYetAvailable tab="presets" />;
}
