import { AUDIT_ACTIONS } from "@domain/admin";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { oneOf } from "./constraints";

/**
 * Every change an admin makes to a user (issue 14; decisions "Plans and quotas"): who, whom,
 * what, the state before and after, the reason given, when. Written in the same transaction as
 * the change itself, so a change never exists without its row. The e-mail addresses are copied,
 * so the log still names people after their accounts are deleted.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    targetId: text("target_id").references(() => user.id, { onDelete: "set null" }),
    targetEmail: text("target_email").notNull(),
    action: text("action").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>().notNull(),
    after: jsonb("after").$type<Record<string, unknown>>().notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("admin_audit_log_action_check", oneOf(t.action, AUDIT_ACTIONS)),
    index("admin_audit_log_created_idx").on(t.createdAt.desc()),
    index("admin_audit_log_target_idx").on(t.targetId, t.createdAt.desc()),
  ],
);
