/**
 * The admin APIs of the Overview, Messages and Users tabs (`/api/admin/...`; admins only,
 * role changes super_admins only: anyone else gets 401 or 403 and nothing changes). Requests are
 * checked with domain/admin.ts's parse functions on both sides.
 *
 * - GET    /api/admin/overview                    the Overview's figures
 * - GET    /api/admin/users?q=&page=              a page of users
 * - POST   /api/admin/users/{id}/tier             { tier }            -> { before, after }
 * - POST   /api/admin/users/{id}/credits          { credits, reason } -> { before, after }
 * - POST   /api/admin/users/{id}/roles            { role, grant, confirm? } (super_admin)
 * - GET    /api/admin/audit?page=                 a page of the audit log
 * - GET    /api/admin/messages?page=              a page of contact messages
 * - GET    /api/admin/messages/{id}               one message, marked read
 * - PATCH  /api/admin/messages/{id}               { read }
 * - DELETE /api/admin/messages/{id}
 * - GET    /api/admin/messages/export             every message as CSV (a download)
 */
import { z } from "zod";
import {
  AUDIT_ACTIONS,
  type CreditGrant,
  creditGrantSchema,
  messageReadSchema,
  parseCreditGrant,
  parseMessageRead,
  parseRoleChange,
  parseTierChange,
  type RoleChange,
  roleChangeSchema,
  type TierChange,
  tierChangeSchema,
  USER_QUERY_MAX,
} from "../admin";
import { CONTENT_TYPES } from "../content-types";
import { TIERS } from "../plans";
import { ROLES } from "../roles";
import { contract } from "./contract";
import { isoDate } from "./fields";
import { deletedResponseSchema } from "./post";

export { deletedResponseSchema };

const paging = { total: z.number(), page: z.number(), pageCount: z.number() };

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: isoDate,
  tier: z.enum(TIERS),
  roles: z.array(z.enum(ROLES)),
  used: z.number(),
  reserved: z.number(),
  limit: z.number().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListResponseSchema = z.object({ users: z.array(adminUserSchema), ...paging });
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const tierChangeResponseSchema = z.object({ before: z.enum(TIERS), after: z.enum(TIERS) });
export type TierChangeResponse = z.infer<typeof tierChangeResponseSchema>;

export const creditGrantResponseSchema = z.object({ before: z.number(), after: z.number() });
export type CreditGrantResponse = z.infer<typeof creditGrantResponseSchema>;

export const roleChangeResponseSchema = z.object({
  roles: z.array(z.enum(ROLES)),
  changed: z.boolean(),
});
export type RoleChangeResponse = z.infer<typeof roleChangeResponseSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  targetEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  reason: z.string().nullable(),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({ entries: z.array(auditEntrySchema), ...paging });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: isoDate,
  readAt: isoDate.nullable(),
});
export type ContactMessageSummary = z.infer<typeof contactMessageSchema>;

export const messageListResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  unread: z.number(),
  ...paging,
});
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

export const messageResponseSchema = z.object({ message: contactMessageSchema });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const count = z.number();
export const overviewResponseSchema = z.object({
  generationsPerDay: z.array(
    z.object({ day: z.string(), ...Object.fromEntries(CONTENT_TYPES.map((t) => [t, count])) }),
  ),
  weekly: z.array(z.object({ week: z.string(), active: count, signups: count })),
  usersPerTier: z.array(z.object({ tier: z.enum(TIERS), users: count })),
  credits: z.array(z.object({ tier: z.enum(TIERS), used: count, quota: count })),
  failures: z.array(z.object({ reason: z.string(), count })),
  messages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      subject: z.string(),
      createdAt: isoDate,
      read: z.boolean(),
    }),
  ),
});

/** `?page=`: a bad value is page 1, not an error. */
const pageQuery = z.object({ page: z.coerce.number().int().min(1).optional() });

export const readOverview = contract({
  id: "readAdminOverview",
  method: "GET",
  path: "/api/admin/overview",
  summary: "The admin Overview tab's figures",
  access: "admin",
  answer: { kind: "json", schema: overviewResponseSchema },
  errors: [],
});

export const listUsers = contract({
  id: "listAdminUsers",
  method: "GET",
  path: "/api/admin/users",
  summary: "Users whose e-mail or name contains q, a page at a time",
  access: "admin",
  query: pageQuery.extend({ q: z.string().max(USER_QUERY_MAX).optional() }),
  answer: { kind: "json", schema: userListResponseSchema },
  errors: [],
});

export const changeTier = contract({
  id: "changeUserTier",
  method: "POST",
  path: "/api/admin/users/:id/tier",
  summary: "Set a user's plan (recorded in the audit log)",
  access: "admin",
  body: { schema: tierChangeSchema as z.ZodType<TierChange>, parse: parseTierChange },
  answer: { kind: "json", schema: tierChangeResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND"],
});

export const grantCredits = contract({
  id: "grantUserCredits",
  method: "POST",
  path: "/api/admin/users/:id/credits",
  summary: "Give a user credits back this month, with the reason (recorded in the audit log)",
  access: "admin",
  body: { schema: creditGrantSchema as z.ZodType<CreditGrant>, parse: parseCreditGrant },
  answer: { kind: "json", schema: creditGrantResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND"],
});

export const changeRole = contract({
  id: "changeUserRole",
  method: "POST",
  path: "/api/admin/users/:id/roles",
  summary: "Grant or revoke a role (super admins; one's own needs confirm)",
  access: "superAdmin",
  body: { schema: roleChangeSchema as unknown as z.ZodType<RoleChange>, parse: parseRoleChange },
  answer: { kind: "json", schema: roleChangeResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND", "LAST_SUPER_ADMIN", "CONFIRM_REQUIRED"],
});

export const listAudit = contract({
  id: "listAuditLog",
  method: "GET",
  path: "/api/admin/audit",
  summary: "The audit log, newest first, a page at a time",
  access: "admin",
  query: pageQuery,
  answer: { kind: "json", schema: auditListResponseSchema },
  errors: [],
});

export const listMessages = contract({
  id: "listContactMessages",
  method: "GET",
  path: "/api/admin/messages",
  summary: "Contact messages, newest first, a page at a time",
  access: "admin",
  query: pageQuery,
  answer: { kind: "json", schema: messageListResponseSchema },
  errors: [],
});

export const exportMessages = contract({
  id: "exportContactMessages",
  method: "GET",
  path: "/api/admin/messages/export",
  summary: "Every contact message as CSV (a download)",
  access: "admin",
  answer: { kind: "file", mediaTypes: ["text/csv"] },
  errors: [],
});

export const readMessage = contract({
  id: "readContactMessage",
  method: "GET",
  path: "/api/admin/messages/:id",
  summary: "One contact message",
  access: "admin",
  answer: { kind: "json", schema: messageResponseSchema },
  errors: ["NOT_FOUND"],
});

export const markMessage = contract({
  id: "markContactMessage",
  method: "PATCH",
  path: "/api/admin/messages/:id",
  summary: "Mark a contact message read or unread",
  access: "admin",
  body: {
    schema: messageReadSchema,
    parse: parseMessageRead,
  },
  answer: { kind: "json", schema: messageResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND"],
});

export const deleteMessage = contract({
  id: "deleteContactMessage",
  method: "DELETE",
  path: "/api/admin/messages/:id",
  summary: "Delete a contact message",
  access: "admin",
  answer: { kind: "json", schema: deletedResponseSchema },
  errors: ["NOT_FOUND"],
});
