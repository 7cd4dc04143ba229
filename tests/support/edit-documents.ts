// Documents and requests for the AI-edit tests (issue 28): a body that fails every fixable check
// of the report (the keyword missing from the introduction, long and passive sentences, few
// transition words, no meta description, no FAQ), a short body with one factual claim, and a
// request of each action on them.
import type { AiEditAction, AiEditRequest, FixableCheck } from "@domain/ai-edits";
import { SELECTION_ACTIONS } from "@domain/ai-edits";
import type { SessionUser } from "@domain/auth";
import type { Evidence } from "@domain/evidence";
import type { Tier } from "@domain/plans";
import type { Database } from "@server/db";
import { sessionUser } from "./route-args";
import { createUserWithSession } from "./sessions";

export const KEYWORD = "cold brew coffee";

/**
 * Fails keyword-in-introduction, sentence-length, passive-voice, transition-words, faq-block and
 * machine-phrasing (the planted phrases at the end of the fourth block).
 */
export const WEAK_BLOCKS = [
  "<p>Making a smooth drink at home takes a little patience and good beans from a local roaster.</p>",
  "<h2>Why the wait pays off</h2>",
  "<p>The grounds are steeped in cold water for twelve hours by most home baristas who want a smooth and sweet cup without any of the bitterness that hot water pulls out of the beans. The jar is kept in the fridge overnight. The drink is loved by many people.</p>",
  "<p>A coarse grind matters a lot for the final taste of the drink, and for how easy it is to filter the grounds out of the jar in the morning and to pour the glass over ice. In today's fast-paced world, it's not just coffee, but a testament to patience. It elevates your mornings.</p>",
  "<h2>How to make it</h2>",
  "<p>The beans are weighed on a kitchen scale and ground by hand or with a burr grinder that gives an even and coarse result every single time you use it at home. The water is poured slowly over the grounds.</p>",
  "<ul><li>Use one part coffee to eight parts water for a concentrate that you can dilute with milk or water.</li><li>Stir the grounds gently to wet every part of them, and the jar is closed and left to rest overnight in a cool and dark place.</li></ul>",
  "<p>The concentrate is filtered through a paper filter or a clean cloth in the morning and it keeps well in the fridge for about a week with the bottle closed tightly at every single use.</p>",
  "<h2>Serving ideas</h2>",
  "<p>Pour it over ice with a splash of milk. Add a little syrup for a sweeter glass. The drink is served cold in tall glasses at most cafes in the summer months with warm weather and people who want something refreshing.</p>",
];

/** One factual claim (a number) among plain sentences. */
export const CLAIM = "Cold brew has 40 percent less acid than hot coffee.";
export const CLAIM_BLOCKS = [
  "<p>Cold brew is easy to make at home.</p>",
  `<p>${CLAIM}</p>`,
  "<p>Serve it over ice.</p>",
];
/** The source that supports a rewrite of the claim. */
export const CLAIM_SOURCE = "Cold brew coffee has 15 percent less acidity than hot brewed coffee.";

export function unverifiedEvidence(withSources: boolean): Evidence {
  return {
    version: 1,
    checkedAt: new Date().toISOString(),
    withSources,
    claims: [{ sentence: CLAIM, kinds: ["number"], verdict: "unverified" }],
    counts: { claims: 1, supported: 0, contradicted: 0, unverified: 1 },
  };
}

export const documentOf = (blocks: readonly string[], metaDescription = "") => ({
  blocks: [...blocks],
  title: "Cold brew coffee at home",
  keywords: [KEYWORD],
  metaDescription,
});

/** The third block's first sentence, selected. */
export const SELECTION = {
  html: "A coarse grind matters a lot for the final taste of the drink, and for how easy it is to filter the grounds out of the jar",
  from: 400,
  to: 520,
  startBlock: 3,
  endBlock: 3,
};

/** A request of `action` on the weak body (a selection for the selection actions). */
export function requestOf(action: AiEditAction, check?: FixableCheck): AiEditRequest {
  const selection = (SELECTION_ACTIONS as readonly string[]).includes(action);
  return {
    action,
    ...(action === "tone" ? { tone: "casual" } : {}),
    ...(action === "translate" ? { language: "es" as const } : {}),
    ...(action === "custom" ? { instruction: "Make it more concise, please." } : {}),
    ...(check ? { check } : {}),
    document: documentOf(check === "evidence-claims" ? CLAIM_BLOCKS : WEAK_BLOCKS),
    ...(selection ? { selection: SELECTION } : {}),
  };
}

/** A signed-up user of the tier, as the server sees them. */
export async function memberOf(db: Database, tier: Tier = "free"): Promise<SessionUser> {
  const user = await createUserWithSession(db, { tier });
  return sessionUser({ id: user.id, email: user.email, name: user.name, tier });
}
