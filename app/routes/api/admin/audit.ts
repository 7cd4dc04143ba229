import { parsePage } from "@domain/admin";
import { listAudit } from "@domain/api/admin";
import { auditPage, toAuditEntry } from "@server/admin";
import { endpoint, serve } from "@server/http";

/** GET /api/admin/audit?page= (admins): the audit log, newest first. */
const routes = serve(
  endpoint(listAudit, async ({ query }) => {
    const page = await auditPage(parsePage(query));
    return { ...page, entries: page.entries.map(toAuditEntry) };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
