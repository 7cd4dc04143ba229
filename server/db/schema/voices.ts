import { LANGUAGE_CODES } from "@domain/languages";
import type { Fingerprint } from "@domain/voice/fingerprint-schema";
import type { StoredSample, VoiceGuide, VoiceStatus } from "@domain/voices";
import { VOICE_STATUSES } from "@domain/voices";
import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { oneOf } from "./constraints";
import { meteredJobColumns, meteredJobConstraints } from "./metered";

/**
 * A brand voice (issue 29, ADR 0029): the writer's samples (their text, cut to SAMPLE_MAX), and
 * once its learning job succeeded, the style fingerprint measured from them and the guide the
 * model wrote (which the writer may edit). The row is its own metered job (half a credit,
 * domain/plans.ts VOICE_COSTS): queued, running, then succeeded or failed.
 */
export const voices = pgTable(
  "voices",
  {
    ...meteredJobColumns<VoiceStatus>(),
    name: text("name").notNull(),
    language: text("language").notNull().default("en"),
    samples: jsonb("samples").$type<StoredSample[]>().notNull(),
    fingerprint: jsonb("fingerprint").$type<Fingerprint>(),
    guide: jsonb("guide").$type<VoiceGuide>(),
  },
  (t) => [
    check("voices_language_check", oneOf(t.language, LANGUAGE_CODES)),
    check("voices_name_check", sql`char_length(${t.name}) between 1 and 80`),
    check("voices_samples_check", sql`jsonb_array_length(${t.samples}) between 3 and 10`),
    ...meteredJobConstraints("voices", t, VOICE_STATUSES),
  ],
);
