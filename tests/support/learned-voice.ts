// A learned voice row (issue 29) as the learning job leaves it (status succeeded, a fingerprint
// and a guide), written straight into the database: for tests of what uses a voice (the report's
// Voice section, "Match my voice", the editor's Voice select) without running the learning job.
import { monthKey } from "@domain/usage";
import {
  FINGERPRINT_VERSION,
  type Fingerprint,
  VOICE_MEASURES,
} from "@domain/voice/fingerprint-schema";
import type { StoredSample, VoiceGuide } from "@domain/voices";
import { type Database, schema } from "@server/db";

/** A plain, short-sentenced voice in the second person. */
export const VOICE_FINGERPRINT: Fingerprint = {
  version: FINGERPRINT_VERSION,
  language: "en",
  words: 1200,
  measures: {
    ...(Object.fromEntries(VOICE_MEASURES.map((m) => [m, 0])) as Fingerprint["measures"]),
    sentenceLength: 9,
    sentenceSpread: 0.4,
    paragraphLength: 2.5,
    paragraphSpread: 0.3,
    readingEase: 80,
    transitionShare: 0.2,
    secondPerson: 3,
    contractions: 2,
    questions: 0.1,
    vocabularyRichness: 0.7,
    wordLength: 4.3,
    commas: 0.5,
  },
  phrases: ["you can", "keep it simple"],
};

export const VOICE_GUIDE: VoiceGuide = {
  tone: "Plain and warm, like a friend who knows the subject.",
  do: ["Short sentences", "Speak to the reader as you"],
  dont: ["Jargon"],
  use: ["simple", "handy"],
  avoid: ["leverage", "delve"],
};

const SAMPLE = (n: number): StoredSample => ({
  kind: "text",
  title: `Sample ${n}`,
  text: "You can keep it simple. Short sentences help. ".repeat(10),
  words: 80,
  postId: null,
});

/** Inserts a voice of the user's; learned (succeeded) unless `status` says otherwise. */
export async function insertLearnedVoice(
  db: Database,
  userId: string,
  overrides: Partial<typeof schema.voices.$inferInsert> = {},
) {
  const learned = (overrides.status ?? "succeeded") === "succeeded";
  const [row] = await db
    .insert(schema.voices)
    .values({
      userId,
      name: "Plain and warm",
      language: "en",
      samples: [SAMPLE(1), SAMPLE(2), SAMPLE(3)],
      status: "succeeded",
      phase: learned ? "done" : "measuring",
      percent: learned ? 100 : 20,
      credit: "0.5",
      monthYear: monthKey(new Date()),
      fingerprint: learned ? VOICE_FINGERPRINT : null,
      guide: learned ? VOICE_GUIDE : null,
      ...(learned ? { finishedAt: new Date() } : {}),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insertLearnedVoice: no row returned");
  return row;
}
