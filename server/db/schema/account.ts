import { BILLING_PERIODS, TIERS } from "@domain/plans";
import { ROLES } from "@domain/roles";
import { MONTH_KEY_PATTERN } from "@domain/usage";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { matches, oneOf } from "./constraints";

export const SUBSCRIPTION_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "canceled",
  "incomplete",
] as const;

/** The user's profile (spec section 3, profiles); one row per user. */
export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name"),
    secondName: text("second_name"),
    username: text("username"),
    country: text("country"),
    profession: text("profession"),
    /** The interface language the user last chose (a code of domain/languages), for every device. */
    language: text("language"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case: "Ada" and "ada" are one name.
    uniqueIndex("profiles_username_key").on(sql`lower(${t.username})`),
    index("profiles_created_idx").on(t.createdAt.desc()),
  ],
);

/** The user's plan (spec section 3, user_subscriptions); one row per user. */
export const userSubscriptions = pgTable(
  "user_subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    tier: text("tier").notNull().default("free"),
    status: text("status").notNull().default("active"),
    /** The payment provider's customer of this user (sandbox or Stripe), once they checked out. */
    customerId: text("customer_id"),
    subscriptionId: text("subscription_id"),
    billingPeriod: text("billing_period"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("user_subscriptions_tier_check", oneOf(t.tier, TIERS)),
    check("user_subscriptions_status_check", oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check("user_subscriptions_period_check", oneOf(t.billingPeriod, BILLING_PERIODS)),
    uniqueIndex("user_subscriptions_customer_key").on(t.customerId),
  ],
);

/**
 * Generations and words per user and UTC month (spec section 3, user_usage). Credits are exact
 * half-units (numeric, never floating point); admin "add credits" may take the count below zero.
 */
export const userUsage = pgTable(
  "user_usage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    monthYear: text("month_year").notNull(),
    wordsGenerated: bigint("words_generated", { mode: "number" }).notNull().default(0),
    generationsUsed: numeric("generations_used", { precision: 12, scale: 1 })
      .notNull()
      .default("0"),
    /** Credits held by generations that have started and not finished yet. */
    generationsReserved: numeric("generations_reserved", { precision: 12, scale: 1 })
      .notNull()
      .default("0"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("user_usage_user_month_key").on(t.userId, t.monthYear),
    check("user_usage_month_year_check", matches(t.monthYear, MONTH_KEY_PATTERN)),
    check(
      "user_usage_half_units_check",
      sql`${t.generationsUsed} * 2 = trunc(${t.generationsUsed} * 2)`,
    ),
    check("user_usage_words_check", sql`${t.wordsGenerated} >= 0`),
    check("user_usage_reserved_check", sql`${t.generationsReserved} >= 0`),
  ],
);

/** Roles beyond the plan (spec section 3, user_roles). */
export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("user_roles_user_role_key").on(t.userId, t.role),
    check("user_roles_role_check", oneOf(t.role, ROLES)),
  ],
);
