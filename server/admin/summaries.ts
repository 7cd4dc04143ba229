import type { AuditAction } from "@domain/admin";
import type { AdminUser, AuditEntry, ContactMessageSummary } from "@domain/api/admin";
import type { schema } from "../db";
import type { AdminUserRow } from "./users";

/** The rows as the admin APIs and tabs send them (dates as ISO text). */
export function toAdminUser(row: AdminUserRow): AdminUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function toAuditEntry(row: typeof schema.adminAuditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    actorEmail: row.actorEmail,
    targetEmail: row.targetEmail,
    action: row.action as AuditAction,
    before: row.before,
    after: row.after,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toContactMessage(
  row: typeof schema.contactSubmissions.$inferSelect,
): ContactMessageSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
