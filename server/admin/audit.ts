import { ADMIN_PAGE_SIZE, type AuditAction } from "@domain/admin";
import { count, desc } from "drizzle-orm";
import { type Database, database, schema } from "../db";

/** A transaction of the admin change being recorded. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type AuditEntry = {
  actor: { id: string; email: string };
  target: { id: string; email: string };
  action: AuditAction;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason?: string | null;
};

/** Records an admin change inside the change's own transaction (so neither exists alone). */
export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(schema.adminAuditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    targetId: entry.target.id,
    targetEmail: entry.target.email,
    action: entry.action,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
  });
}

/** One page of the audit log, newest first. */
export async function auditPage(page: number) {
  const db = database();
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(schema.adminAuditLog)
      .orderBy(desc(schema.adminAuditLog.createdAt), desc(schema.adminAuditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(schema.adminAuditLog),
  ]);
  const n = total?.n ?? 0;
  return { entries: rows, total: n, page, pageCount: Math.max(1, Math.ceil(n / ADMIN_PAGE_SIZE)) };
}
