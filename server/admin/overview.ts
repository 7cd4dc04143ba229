import { OVERVIEW_DAYS, OVERVIEW_WEEKS, type OverviewData } from "@domain/admin";
import { CONTENT_TYPES, type ContentType } from "@domain/content-types";
import { PLANS, TIERS, type Tier } from "@domain/plans";
import { monthKey } from "@domain/usage";
import { sql } from "drizzle-orm";
import { database } from "../db";

const DAY_MS = 24 * 60 * 60 * 1000;
const NEWEST_MESSAGES = 5;
const FAILURE_REASONS = 8;

/** `YYYY-MM-DD` of a UTC day. */
const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** Midnight UTC of the day `date` falls on. */
const startOfDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Monday (ISO week start, as PostgreSQL's date_trunc('week')) of the UTC week of `date`. */
function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/**
 * The numbers an operator checks daily (issue 14, Overview), each one grouped query over an
 * indexed time range: generations per UTC day and type for 30 days, active users (who generated
 * or asked for ideas) and sign-ups per ISO week for 12 weeks, users per plan, this month's credits
 * used against the plans' quotas (admins, being unlimited, are left out), the commonest failure
 * reasons of 30 days and the newest contact messages. Days and weeks without rows are zeros.
 */
export async function overview(now = new Date()): Promise<OverviewData> {
  const db = database();
  const since = new Date(startOfDay(now).getTime() - (OVERVIEW_DAYS - 1) * DAY_MS);
  const weeksSince = new Date(startOfWeek(now).getTime() - (OVERVIEW_WEEKS - 1) * 7 * DAY_MS);
  const trunc = (unit: "day" | "week", column: string) =>
    sql.raw(`date_trunc('${unit}', ${column} at time zone 'UTC')`);
  type Count<K extends string> = Record<K, string> & { n: number };

  // Each groups on the truncated time first and formats the few groups afterwards (cheaper than
  // formatting every row); active users are distinct (week, user) pairs, hashed, then counted.
  const [perDay, active, signups, tiers, credits, failures, messages] = await Promise.all([
    db.execute<Count<"day" | "type">>(sql`select to_char(d, 'YYYY-MM-DD') as day, type, n
      from (select ${trunc("day", "created_at")} as d, content_type as type, count(*)::int as n
        from generations where created_at >= ${since} group by 1, 2) g`),
    db.execute<Count<"week">>(sql`select to_char(w, 'YYYY-MM-DD') as week, count(*)::int as n
      from (select distinct ${trunc("week", "created_at")} as w, user_id from (
          select user_id, created_at from generations where created_at >= ${weeksSince}
          union all select user_id, created_at from idea_runs where created_at >= ${weeksSince}
        ) a) b
      group by w`),
    db.execute<Count<"week">>(sql`select to_char(w, 'YYYY-MM-DD') as week, n
      from (select ${trunc("week", "created_at")} as w, count(*)::int as n
        from "user" where created_at >= ${weeksSince} group by 1) s`),
    db.execute<{
      tier: Tier;
      n: number;
    }>(sql`select coalesce(s.tier, 'free') as tier, count(*)::int as n
      from "user" u left join user_subscriptions s on s.user_id = u.id group by 1`),
    db.execute<{
      tier: Tier;
      users: number;
      used: string;
    }>(sql`select coalesce(s.tier, 'free') as tier,
        count(*)::int as users, coalesce(sum(uu.generations_used), 0)::text as used
      from "user" u
      left join user_subscriptions s on s.user_id = u.id
      left join user_usage uu on uu.user_id = u.id and uu.month_year = ${monthKey(now)}
      where not exists (select 1 from user_roles r where r.user_id = u.id)
      group by 1`),
    db.execute<Count<"reason">>(sql`select coalesce(error, '') as reason, count(*)::int as n
      from generations where status = 'failed' and created_at >= ${since}
      group by 1 order by 2 desc, 1 limit ${FAILURE_REASONS}`),
    db.execute<{ id: string; name: string; subject: string; created_at: string; read: boolean }>(
      sql`select id, name, subject, created_at::text, read_at is not null as read
        from contact_submissions order by created_at desc, id desc limit ${NEWEST_MESSAGES}`,
    ),
  ]);

  const days = Array.from({ length: OVERVIEW_DAYS }, (_, i) =>
    dayKey(new Date(since.getTime() + i * DAY_MS)),
  );
  const weeks = Array.from({ length: OVERVIEW_WEEKS }, (_, i) =>
    dayKey(new Date(weeksSince.getTime() + i * 7 * DAY_MS)),
  );

  return {
    generationsPerDay: days.map((d) => ({
      day: d,
      ...(Object.fromEntries(
        CONTENT_TYPES.map((type) => [
          type,
          perDay.rows.find((row) => row.day === d && row.type === type)?.n ?? 0,
        ]),
      ) as Record<ContentType, number>),
    })),
    weekly: weeks.map((w) => ({
      week: w,
      active: active.rows.find((row) => row.week === w)?.n ?? 0,
      signups: signups.rows.find((row) => row.week === w)?.n ?? 0,
    })),
    usersPerTier: TIERS.map((tier) => ({
      tier,
      users: tiers.rows.find((row) => row.tier === tier)?.n ?? 0,
    })),
    credits: TIERS.map((tier) => {
      const row = credits.rows.find((r) => r.tier === tier);
      return {
        tier,
        used: Number(row?.used ?? 0),
        quota: (row?.users ?? 0) * PLANS[tier].generationLimit,
      };
    }),
    failures: failures.rows.map((row) => ({ reason: row.reason, count: row.n })),
    messages: messages.rows.map((row) => ({
      id: row.id,
      name: row.name,
      subject: row.subject,
      createdAt: new Date(row.created_at).toISOString(),
      read: row.read,
    })),
  };
}
