/**
 * Learning a voice, as a metered job (ADR 0023, the `voices` table): phase "measuring" computes
 * the fingerprint of the samples (domain/voice/fingerprint.ts), phase "writing" asks the model
 * for the guide (./guide.ts: samples and targets fenced as data; an answer that does not fit is
 * sent back once to be repaired), then in ONE transaction the fingerprint and guide are saved,
 * the half credit committed and the row marked done. Any failure releases the credit and the
 * voice reads VOICE_MESSAGES.failed. A retry after a crash starts over.
 */
import type { Language } from "@domain/languages";
import { fingerprintOf } from "@domain/voice/fingerprint";
import { storedSampleSchema, VOICE_MESSAGES } from "@domain/voices";
import { type Database, schema } from "../db";
import { defineMeteredJob } from "../jobs";
import type { Logger } from "../log";
import { type GenerationModel, structured } from "../model";
import { commitCredit } from "../usage";
import { guideAnswer, guidePrompt } from "./guide";

export type VoiceRunnerDeps = { db: Database; log: Logger; model: () => GenerationModel };

export const VOICE_QUEUE = "voice-learn";
/** Voices whose every attempt died with their worker land here; their credit is given back. */
export const VOICE_ABANDONED_QUEUE = "voice-learn-abandoned";

/** The model's answer did not fit the guide's shape, even after its repair. */
export class GuideUnreadable extends Error {}

export const voiceJob = defineMeteredJob<typeof schema.voices, VoiceRunnerDeps>({
  name: VOICE_QUEUE,
  deadLetter: VOICE_ABANDONED_QUEUE,
  payloadKey: "voiceId",
  logKey: "voiceId",
  label: "voice",
  table: schema.voices,
  expireInSeconds: 60 * 10,
  pollingIntervalSeconds: 1,
  claimPercent: 4,
  claimSet: () => ({ fingerprint: null, guide: null, error: null }),
  failed: VOICE_MESSAGES.failed,
  async run(deps, row, { signal, log, progress }) {
    const language = row.language as Language;
    const samples = row.samples.flatMap((raw) => {
      const sample = storedSampleSchema.safeParse(raw);
      return sample.success ? [sample.data] : [];
    });
    if (samples.length === 0) throw new Error("a voice without readable samples");
    progress.phase("measuring", 10);
    const fingerprint = fingerprintOf(
      samples.map((s) => s.text),
      language,
    );
    progress.phase("writing", 30);
    const result = await structured(
      { model: deps.model(), signal, progress: { tokens() {} } },
      guideAnswer,
      guidePrompt(samples, fingerprint, language),
    );
    if (!result.ok) {
      log.warn({ error: result.error }, "voice guide answer unreadable after its repair");
      throw new GuideUnreadable(result.error);
    }
    if (result.repaired) log.info("voice guide answer repaired");
    progress.phase("finalizing", 95);
    return {
      save: async () => ({ fingerprint, guide: result.value, error: null }),
      charge: (tx, reservation) => commitCredit(tx, reservation, 0),
    };
  },
});

/** Learns one voice to its end; safe to run again for the same id. */
export function runVoice(deps: VoiceRunnerDeps, id: string, signal: AbortSignal) {
  return voiceJob.run(deps, id, signal);
}

/** Marks an unfinished voice failed and gives its credit back (once). */
export function failVoice(db: Database, id: string): Promise<boolean> {
  return voiceJob.fail(db, id);
}
