import { NotYetAvailable } from "~/components/dashboard/panels";

/** PLACEHOLDER (issue 6, library helper). */
export function LibraryTab(_props: Record<string, unknown>) {
  return <NotYetAvailable tab="library" />;
}
