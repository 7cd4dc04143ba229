import { countWords } from "@domain/text";
import { monthKey } from "@domain/usage";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import * as schema from "../schema";
import { HELP_ARTICLES } from "./help";
import { PEOPLE } from "./people";
import { POSTS } from "./posts";
import { ARTICLES, MESSAGES, SEO_PAGES } from "./site";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Loads the demo data: an admin and a user of each tier with their profile, plan, usage and
 * roles; one library item of each content type; a preset and ideas; public articles in every
 * state and the help center's articles; SEO settings; contact messages. Runs in one transaction
 * and can be run again: existing demo rows are updated in place, nothing else is touched.
 */
export async function seed(db: Database, now = new Date()): Promise<void> {
  const month = monthKey(now);
  await db.transaction(async (tx) => {
    for (const person of PEOPLE) {
      await tx
        .insert(schema.user)
        .values({ id: person.id, name: person.name, email: person.email, emailVerified: true })
        .onConflictDoUpdate({
          target: schema.user.id,
          set: { name: person.name, email: person.email },
        });
      await tx
        .insert(schema.profiles)
        .values({
          userId: person.id,
          email: person.email,
          username: person.username,
          firstName: person.name.split(" ")[0],
        })
        .onConflictDoNothing();
      await tx
        .insert(schema.userSubscriptions)
        .values({ userId: person.id, tier: person.tier })
        .onConflictDoUpdate({
          target: schema.userSubscriptions.userId,
          set: { tier: person.tier, status: "active" },
        });
      await tx
        .insert(schema.userUsage)
        .values({
          userId: person.id,
          monthYear: month,
          generationsUsed: person.used,
          wordsGenerated: person.words,
        })
        .onConflictDoUpdate({
          target: [schema.userUsage.userId, schema.userUsage.monthYear],
          set: { generationsUsed: person.used, wordsGenerated: person.words },
        });
      for (const role of person.roles) {
        await tx.insert(schema.userRoles).values({ userId: person.id, role }).onConflictDoNothing();
      }
    }

    for (const [index, post] of POSTS.entries()) {
      const { owner, ...fields } = post;
      const values = {
        ...fields,
        userId: owner,
        wordCount: countWords(post.content),
        createdAt: new Date(now.getTime() - (index + 1) * DAY),
      };
      await tx
        .insert(schema.blogPosts)
        .values(values)
        .onConflictDoUpdate({ target: schema.blogPosts.id, set: values });
    }

    await tx
      .insert(schema.presets)
      .values({
        id: "00000000-0000-4000-8000-000000000401",
        userId: "demo-pro",
        name: "Weekly blog post",
        contentType: "blog",
        settings: {
          tone: "professional",
          audience: "marketers",
          wordCount: 1000,
          templates: ["How-to Guide"],
        },
      })
      .onConflictDoNothing();

    const ideas = [
      {
        title: "3 brewing mistakes you make every morning",
        platform: "tiktok",
        score: 9,
        bookmarked: true,
      },
      { title: "Farm to cup in 60 seconds", platform: "youtube", score: 8, bookmarked: false },
      {
        title: "What 'direct trade' really costs",
        platform: "linkedin",
        score: 6,
        bookmarked: true,
      },
    ] as const;
    for (const [index, idea] of ideas.entries()) {
      await tx
        .insert(schema.contentIdeas)
        .values({
          id: `00000000-0000-4000-8000-00000000050${index + 1}`,
          userId: "demo-elite",
          platform: idea.platform,
          title: idea.title,
          hook: `${idea.title}?`,
          reason: "Short, specific and easy to act on.",
          category: "evergreen",
          viralScore: idea.score,
          bookmarked: idea.bookmarked,
          niche: "specialty coffee",
          metadata: { platform_tips: "Show the result in the first three seconds." },
        })
        .onConflictDoNothing();
    }

    for (const article of [...ARTICLES, ...HELP_ARTICLES]) {
      const { publishedDaysAgo, ...fields } = article;
      const values = {
        ...fields,
        authorId: "demo-admin",
        publishedAt:
          publishedDaysAgo === undefined ? null : new Date(now.getTime() - publishedDaysAgo * DAY),
      };
      await tx
        .insert(schema.websiteContent)
        .values(values)
        .onConflictDoUpdate({ target: schema.websiteContent.id, set: values });
    }

    for (const page of SEO_PAGES) {
      await tx
        .insert(schema.seoSettings)
        .values(page)
        .onConflictDoUpdate({
          target: schema.seoSettings.pageSlug,
          set: { ...page, updatedAt: sql`now()` },
        });
    }

    for (const message of MESSAGES) {
      await tx.insert(schema.contactSubmissions).values(message).onConflictDoNothing();
    }
  });
}

export { PEOPLE } from "./people";
