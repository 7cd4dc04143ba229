import { BULK_COLUMNS } from "@domain/bulk-sheet";
import { apiLimitsFor } from "@domain/plans";
import { requireUser } from "@server/auth";
import { pageRoute } from "@server/http";
import { BulkTab } from "~/components/bulk/bulk-tab";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import type { Route } from "./+types/bulk";
import { screenTitle } from "./screen.server";
import { screenMeta } from "./screen-meta";

/**
 * Signed-in users only: bulk runs from a spreadsheet (issue 30). The columns come from the
 * server's mapping (domain/bulk-sheet.ts) so the browser does not download it for a template.
 */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  return {
    title: screenTitle(args, "bulk"),
    columns: [...BULK_COLUMNS],
    rowLimit: apiLimitsFor(user).bulkRows,
  };
});

export default function BulkScreen({ loaderData }: Route.ComponentProps) {
  return <BulkTab columns={loaderData.columns} rowLimit={loaderData.rowLimit} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
