/**
 * The admin area's Overview, Messages and Users tabs (spec sections 2, 5, 6 and 8; decisions
 * "Plans and quotas" and "Sign-in"): their queries, the checks of every admin change and the
 * locale keys of their messages. Both sides check with these schemas.
 */
import { z } from "zod";
import type { ParseResult } from "./api/errors";
import type { ContentType } from "./content-types";
import { problemOf } from "./generation-input";
import { TIERS, type Tier } from "./plans";
import { ROLES, type Role } from "./roles";

/** Rows per page of the Users list, the audit log and the Messages list. */
export const ADMIN_PAGE_SIZE = 20;
/** Longest search accepted; longer input is cut, not refused (it comes from a URL). */
export const USER_QUERY_MAX = 200;
/** Most credits one grant may add (a typo of 1000000 should not pass). */
export const CREDITS_MAX = 10_000;
export const CREDIT_REASON_MAX = 500;
/** The Overview's windows. */
export const OVERVIEW_DAYS = 30;
export const OVERVIEW_WEEKS = 12;

/** What the audit log records (who changed what of whom). */
export const AUDIT_ACTIONS = [
  "tier",
  "credits",
  "grant_role",
  "revoke_role",
  // A user ended the plan an admin gave them (ADR 0020): the user is the actor.
  "cancel_grant",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Locale keys of the admin's messages (spec section 8's words under `admin:`). */
export const ADMIN_MESSAGES = {
  loadUsersFailed: "admin:users.errors.loadFailed",
  upgradeFailed: "admin:users.errors.upgradeFailed",
  creditsFailed: "admin:users.errors.creditsFailed",
  notAuthenticated: "admin:users.errors.notAuthenticated",
  invalidCredits: "admin:users.errors.invalidCredits",
  reasonRequired: "admin:users.errors.reasonRequired",
  reasonTooLong: "admin:users.errors.reasonTooLong",
  invalidTier: "admin:users.errors.invalidTier",
  invalidRole: "admin:users.errors.invalidRole",
  roleFailed: "admin:users.errors.roleFailed",
  lastSuperAdmin: "admin:users.errors.lastSuperAdmin",
  confirmSelf: "admin:users.errors.confirmSelf",
  userNotFound: "admin:users.errors.notFound",
  loadMessagesFailed: "admin:messages.errors.loadFailed",
  deleteMessageFailed: "admin:messages.errors.deleteFailed",
  messageNotFound: "admin:messages.errors.notFound",
  invalidRead: "admin:messages.errors.invalidRead",
} as const;

const M = ADMIN_MESSAGES;

/**
 * The contact-message CSV's header cells and its read column's values, as locale keys: the export
 * speaks the admin's language like every screen.
 */
export const MESSAGES_CSV = {
  columns: [
    "admin:messages.csv.received",
    "admin:messages.csv.name",
    "admin:messages.csv.email",
    "admin:messages.csv.subject",
    "admin:messages.csv.message",
    "admin:messages.csv.read",
  ],
  yes: "admin:messages.csv.yes",
  no: "admin:messages.csv.no",
} as const;

const pageField = z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1);

/** The Users tab's query from the URL (`?q=&page=`): bad values fall back, never fail. */
export const userQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((value) => value.trim().slice(0, USER_QUERY_MAX).trim())
    .default(""),
  page: pageField,
});
export type UserQuery = z.infer<typeof userQuerySchema>;

/** A page number from the URL (`?page=`, or `?<name>=`): anything bad is page 1. */
export function parsePage(params: URLSearchParams, name = "page"): number {
  return pageField.parse(params.get(name) ?? undefined);
}

export function parseUserQuery(params: URLSearchParams): UserQuery {
  return userQuerySchema.parse({
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

function parseWith<T>(schema: z.ZodType<T>, raw: unknown): ParseResult<T> {
  const result = schema.safeParse(raw);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problem: problemOf(result.error) };
}

export const tierChangeSchema = z.object({
  tier: z.enum(TIERS, { error: M.invalidTier }),
});
export type TierChange = { tier: Tier };
export const parseTierChange = (raw: unknown): ParseResult<TierChange> =>
  parseWith(tierChangeSchema, raw);

/**
 * Spec section 5: "Admin credits: positive integer (input min 1), otherwise Please enter a valid
 * number of credits." The reason is required (decisions: every grant is audited with it).
 */
export const creditGrantSchema = z.object({
  credits: z.coerce
    .number({ error: M.invalidCredits })
    .int({ error: M.invalidCredits })
    .min(1, { error: M.invalidCredits })
    .max(CREDITS_MAX, { error: M.invalidCredits }),
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired })
    .max(CREDIT_REASON_MAX, { error: M.reasonTooLong }),
});
export type CreditGrant = z.infer<typeof creditGrantSchema>;
export const parseCreditGrant = (raw: unknown): ParseResult<CreditGrant> =>
  parseWith(creditGrantSchema, raw);

/**
 * A super_admin grants or revokes a role. `confirm` must be true when the change takes a role
 * away from the one making it: the screen asks first, the server refuses without it.
 */
export const roleChangeSchema = z.object({
  role: z.enum(ROLES, { error: M.invalidRole }),
  grant: z.boolean({ error: M.invalidRole }),
  confirm: z.boolean().optional().default(false),
});
export type RoleChange = { role: Role; grant: boolean; confirm: boolean };
export const parseRoleChange = (raw: unknown): ParseResult<RoleChange> =>
  parseWith(roleChangeSchema, raw);

/** Marks a contact message read or unread. */
export const messageReadSchema = z.object({ read: z.boolean({ error: M.invalidRead }) });
export const parseMessageRead = (raw: unknown): ParseResult<{ read: boolean }> =>
  parseWith(messageReadSchema, raw);

/** The Overview tab's figures (server/admin `overview`), as JSON carries them. */
export type OverviewData = {
  /** One entry per UTC day, oldest first, with a count per content type. */
  generationsPerDay: Array<{ day: string } & Record<ContentType, number>>;
  /** One entry per ISO week (its Monday), oldest first. */
  weekly: Array<{ week: string; active: number; signups: number }>;
  usersPerTier: Array<{ tier: Tier; users: number }>;
  /** This month's credits used per plan against the plan's quota times its users. */
  credits: Array<{ tier: Tier; used: number; quota: number }>;
  /** Failed generations of the last 30 days by reason (a message key), commonest first. */
  failures: Array<{ reason: string; count: number }>;
  messages: Array<{ id: string; name: string; subject: string; createdAt: string; read: boolean }>;
};
