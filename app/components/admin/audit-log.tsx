import type { AuditEntry } from "@domain/api/admin";
import { useTranslation } from "react-i18next";
import { LoadFailedAlert } from "~/components/dashboard/load-failed-alert";
import { AdminPagination } from "./admin-pagination";

type Audit =
  | { loadFailed: false; entries: AuditEntry[]; total: number; page: number; pageCount: number }
  | { loadFailed: true };

/** The audit log (issue 14): who changed what of whom, before and after, when and why. */
export function AuditLog({ audit }: { audit: Audit }) {
  const { t, i18n } = useTranslation("admin");
  const { t: ta } = useTranslation("account");
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });

  /** A state before or after a change, in words. */
  function stateText(entry: AuditEntry, state: Record<string, unknown>): string {
    switch (entry.action) {
      case "tier":
        return ta(`plans.${String(state.tier) as "free"}.name`);
      case "credits":
        return "added" in state
          ? t("audit.creditsValue", { used: String(state.used), added: String(state.added) })
          : t("audit.usedValue", { used: String(state.used) });
      default: {
        const roles = Array.isArray(state.roles) ? (state.roles as string[]) : [];
        return roles.length === 0
          ? t("users.noRoles")
          : roles.map((r) => t(`users.role.${r as "admin"}`)).join(", ");
      }
    }
  }

  return (
    <section aria-labelledby="audit-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="audit-title" className="font-semibold text-xl">
          {t("audit.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("audit.description")}</p>
      </div>
      {audit.loadFailed ? (
        <LoadFailedAlert message={t("audit.loadFailed")} />
      ) : audit.entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("audit.empty")}</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border">
            <table className="w-full text-sm">
              <thead className="bg-muted/50">
                <tr>
                  {(["when", "who", "whom", "what", "before", "after", "reason"] as const).map(
                    (column) => (
                      <th key={column} scope="col" className="p-2 text-start font-medium">
                        {t(`audit.${column}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {audit.entries.map((entry) => (
                  <tr key={entry.id} className="border-t">
                    <td className="whitespace-nowrap p-2">
                      {time.format(new Date(entry.createdAt))} UTC
                    </td>
                    <td className="p-2">{entry.actorEmail}</td>
                    <td className="p-2">{entry.targetEmail}</td>
                    <td className="p-2">{t(`audit.action.${entry.action}`)}</td>
                    <td className="p-2">{stateText(entry, entry.before)}</td>
                    <td className="p-2">{stateText(entry, entry.after)}</td>
                    <td className="max-w-xs break-words p-2">{entry.reason ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPagination
            page={audit.page}
            pageCount={audit.pageCount}
            param="auditPage"
            label={t("audit.pagination")}
          />
        </>
      )}
    </section>
  );
}
