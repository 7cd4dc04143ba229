import { parsePage } from "@domain/admin";
import type { AuditListResponse } from "@domain/api/admin";
import { auditPage, toAuditEntry } from "@server/admin";
import { requireAdmin } from "@server/auth";
import { apiRoute } from "@server/http";
import type { Route } from "./+types/audit";

/** GET /api/admin/audit?page= (admins): the audit log, newest first. */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  const page = await auditPage(parsePage(new URL(args.request.url).searchParams));
  return { ...page, entries: page.entries.map(toAuditEntry) } satisfies AuditListResponse;
});
