import type { Language } from "@domain/languages";
import { type Fingerprint, VOICE_MEASURES } from "@domain/voice/fingerprint-schema";
import type { VoiceGuide } from "@domain/voices";
import type { Database } from "@server/db";
import { schema } from "@server/db";

/** A plausible fingerprint, every measure set (a learning job measures these from samples). */
export function testFingerprint(language: Language = "en"): Fingerprint {
  const measures = Object.fromEntries(VOICE_MEASURES.map((m) => [m, 1])) as Fingerprint["measures"];
  return {
    version: 1,
    language,
    words: 900,
    measures: {
      ...measures,
      sentenceLength: 11,
      sentenceSpread: 0.4,
      paragraphLength: 2.5,
      readingEase: 72,
      passiveShare: 0.05,
      secondPerson: 2.4,
      contractions: 1.8,
      questions: 0.1,
      exclamations: 0.02,
      vocabularyRichness: 0.7,
    },
    phrases: ["in short", "here's the thing"],
  };
}

export const TEST_GUIDE: VoiceGuide = {
  tone: "Warm, plain and direct, like a friend who knows coffee.",
  do: ["Talk to the reader as you", "Use short sentences"],
  dont: ["Use jargon"],
  use: ["brew", "cup"],
  avoid: ["leverage"],
};

/**
 * Inserts one of a user's voices, learned (status succeeded, fingerprint and guide set) unless
 * overridden, as the learning job would leave it; for tests that write with a voice without
 * learning one first.
 */
export async function insertLearnedVoice(
  db: Database,
  userId: string,
  overrides: Partial<typeof schema.voices.$inferInsert> = {},
) {
  const sample = (n: number) => ({
    kind: "text" as const,
    title: `Sample ${n}`,
    text: "A sample of how I write. It is short and plain.",
    words: 11,
    postId: null,
  });
  const [row] = await db
    .insert(schema.voices)
    .values({
      userId,
      name: "House style",
      language: "en",
      samples: [sample(1), sample(2), sample(3)],
      fingerprint: testFingerprint(),
      guide: TEST_GUIDE,
      status: "succeeded",
      phase: "done",
      percent: 100,
      credit: "0.5",
      monthYear: new Date().toISOString().slice(0, 7),
      finishedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insertLearnedVoice: no row returned");
  return row;
}
