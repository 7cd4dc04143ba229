import type { IdeaRun } from "@domain/api/ideas";
import {
  canSaveIdeas,
  FREE_IDEA_SETS_PER_DAY,
  IDEA_MESSAGES,
  type IdeaCategory,
  type IdeaPhase,
  type IdeaPlatform,
  type IdeaSummary,
  type parseSavedQuery,
} from "@domain/ideas";
import { and, asc, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { NotFound } from "../errors";
import { PremiumFeature } from "./errors";
import { freeSetsUsedToday } from "./start";

const ideas = schema.contentIdeas;
const runs = schema.ideaRuns;
type IdeaRow = typeof ideas.$inferSelect;
type RunRow = typeof runs.$inferSelect;

export function toIdeaSummary(row: IdeaRow): IdeaSummary {
  const metadata = (row.metadata ?? {}) as { platform_tips?: unknown; format?: unknown };
  return {
    id: row.id,
    platform: row.platform as IdeaPlatform,
    title: row.title,
    hook: row.hook,
    reason: row.reason,
    tip: typeof metadata.platform_tips === "string" ? metadata.platform_tips : "",
    format: typeof metadata.format === "string" ? metadata.format : "",
    category: row.category as IdeaCategory,
    viralScore: row.viralScore,
    niche: row.niche,
    bookmarked: row.bookmarked,
    createdAt: row.createdAt.toISOString(),
  };
}

async function withIdeas(run: RunRow): Promise<IdeaRun> {
  const rows =
    run.status === "succeeded"
      ? await database()
          .select()
          .from(ideas)
          .where(eq(ideas.runId, run.id))
          .orderBy(asc(ideas.position))
      : [];
  return {
    id: run.id,
    platform: run.platform as IdeaPlatform,
    niche: run.niche,
    audience: run.audience,
    status: run.status,
    phase: run.phase as IdeaPhase,
    percent: run.percent,
    error: run.error,
    shortBy: run.shortBy,
    ideas: rows.map(toIdeaSummary),
  };
}

/** One of the user's runs (404 for anyone else's or a malformed id). */
export async function ideaRunFor(user: Pick<SessionUser, "id">, id: string): Promise<IdeaRun> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFound();
  const [run] = await database()
    .select()
    .from(runs)
    .where(and(eq(runs.id, id), eq(runs.userId, user.id)));
  if (!run) throw new NotFound();
  return withIdeas(run);
}

/** The user's latest run: the one the Ideas tab shows (or follows, while it runs). */
export async function latestIdeaRun(user: Pick<SessionUser, "id">): Promise<IdeaRun | null> {
  const [run] = await database()
    .select()
    .from(runs)
    .where(eq(runs.userId, user.id))
    .orderBy(desc(runs.createdAt))
    .limit(1);
  return run ? withIdeas(run) : null;
}

/** A free user's sets left today; null for everyone else (they pay per set or are unlimited). */
export async function freeSetsLeft(
  user: Pick<SessionUser, "id" | "tier" | "isAdmin">,
  now = new Date(),
): Promise<number | null> {
  if (user.tier !== "free" || user.isAdmin) return null;
  const used = await freeSetsUsedToday(database(), user.id, now);
  return Math.max(0, FREE_IDEA_SETS_PER_DAY - used);
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Saved Ideas: the user's bookmarked ideas, newest first, searched and filtered (elite, admin). */
export async function savedIdeas(
  user: Pick<SessionUser, "id" | "tier" | "isAdmin">,
  query: ReturnType<typeof parseSavedQuery>,
): Promise<IdeaSummary[]> {
  if (!canSaveIdeas(user)) throw new PremiumFeature(IDEA_MESSAGES.savedPremium);
  const conditions: (SQL | undefined)[] = [eq(ideas.userId, user.id), eq(ideas.bookmarked, true)];
  if (query.platform) conditions.push(eq(ideas.platform, query.platform));
  if (query.q) {
    const pattern = containing(query.q);
    conditions.push(
      or(ilike(ideas.title, pattern), ilike(ideas.hook, pattern), ilike(ideas.niche, pattern)),
    );
  }
  const rows = await database()
    .select()
    .from(ideas)
    .where(and(...conditions))
    .orderBy(desc(ideas.createdAt), asc(ideas.position))
    .limit(500);
  return rows.map(toIdeaSummary);
}

/** Bookmarks or unbookmarks one of the user's ideas (elite, admin; 404 for anyone else's). */
export async function setBookmark(
  user: Pick<SessionUser, "id" | "tier" | "isAdmin">,
  id: string,
  bookmarked: boolean,
): Promise<IdeaSummary> {
  if (!canSaveIdeas(user)) throw new PremiumFeature(IDEA_MESSAGES.bookmarkPremium);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFound();
  const [row] = await database()
    .update(ideas)
    .set({ bookmarked })
    .where(and(eq(ideas.id, id), eq(ideas.userId, user.id)))
    .returning();
  if (!row) throw new NotFound();
  return toIdeaSummary(row);
}

/** Deletes one of the user's saved ideas (elite, admin; 404 for anyone else's). */
export async function deleteIdea(
  user: Pick<SessionUser, "id" | "tier" | "isAdmin">,
  id: string,
): Promise<void> {
  if (!canSaveIdeas(user)) throw new PremiumFeature(IDEA_MESSAGES.savedPremium);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFound();
  const deleted = await database()
    .delete(ideas)
    .where(and(eq(ideas.id, id), eq(ideas.userId, user.id)))
    .returning({ id: ideas.id });
  if (deleted.length === 0) throw new NotFound();
}
