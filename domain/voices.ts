/**
 * Brand voices (issue 29, docs/decisions/0029-voices.md): a voice is learned from 3-10 samples of
 * the writer's own text (pasted, uploaded files, web addresses read through the safe fetcher, or
 * library posts). Inkwell measures a style fingerprint (domain/voice/fingerprint.ts) and asks the
 * model for a readable guide the writer can edit. Shared by the API contract
 * (domain/api/voices.ts), the server module (server/voices) and the screens: the shapes, the
 * limits, the input checks and the message keys of every refusal (voices.json).
 */
import { z } from "zod";
import type { ParseResult, Problem } from "./api/errors";
import { GENERATION_MESSAGES } from "./generation-messages";
import { LANGUAGE_CODES, type Language } from "./languages";
import { fingerprintSchema } from "./voice/fingerprint-schema";

export const MIN_SAMPLES = 3;
export const MAX_SAMPLES = 10;
/** Characters of one sample kept (a long post or file is cut here). */
export const SAMPLE_MAX = 20_000;
/** A sample shorter than this says little about a voice. */
export const SAMPLE_MIN_WORDS = 40;
export const VOICE_NAME_MAX = 80;
export const SAMPLE_TITLE_MAX = 200;
/** The guide's free texts and lists: each item and how many. */
export const GUIDE_TEXT_MAX = 1_000;
export const GUIDE_ITEM_MAX = 200;
export const GUIDE_ITEMS_MAX = 12;

export const VOICE_MESSAGES = {
  notFound: "voices:errors.notFound",
  nameRequired: "voices:errors.nameRequired",
  nameTooLong: "voices:errors.nameTooLong",
  tooFewSamples: "voices:errors.tooFewSamples",
  tooManySamples: "voices:errors.tooManySamples",
  sampleTooShort: "voices:errors.sampleTooShort",
  sampleTooLong: "voices:errors.sampleTooLong",
  postNotFound: "voices:errors.postNotFound",
  guideTooLong: "voices:errors.guideTooLong",
  limit: "voices:errors.limit",
  notReady: "voices:errors.notReady",
  failed: "voices:errors.failed",
  insufficientCredits: "voices:errors.insufficientCredits",
} as const;

export const VOICE_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type VoiceStatus = (typeof VOICE_STATUSES)[number];
/** A learning job's phases: the samples measured, then the guide written. */
export const VOICE_PHASES = ["queued", "measuring", "writing", "finalizing", "done"] as const;
export type VoicePhase = (typeof VOICE_PHASES)[number];

export const SAMPLE_KINDS = ["text", "file", "url", "post"] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

const guideText = z.string().trim().max(GUIDE_TEXT_MAX, VOICE_MESSAGES.guideTooLong);
const guideList = z
  .array(z.string().trim().min(1).max(GUIDE_ITEM_MAX, VOICE_MESSAGES.guideTooLong))
  .max(GUIDE_ITEMS_MAX, VOICE_MESSAGES.guideTooLong);

/** The readable guide: the tone in a few sentences, do and don't, words to use and to avoid. */
export const voiceGuideSchema = z.object({
  tone: guideText,
  do: guideList,
  dont: guideList,
  use: guideList,
  avoid: guideList,
});
export type VoiceGuide = z.infer<typeof voiceGuideSchema>;

/**
 * One sample as a create request sends it: text the writer pasted, or the text read from a file
 * or a web address (POST /api/voices/samples read it), with a title; or one of their posts by id
 * (the server reads it, scoped by the user).
 */
export const sampleInputSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.enum(["text", "file", "url"]),
    title: z.string().trim().max(SAMPLE_TITLE_MAX).default(""),
    text: z.string().max(SAMPLE_MAX, VOICE_MESSAGES.sampleTooLong),
  }),
  z.object({ kind: z.literal("post"), postId: z.string().uuid(VOICE_MESSAGES.postNotFound) }),
]);
export type SampleInput = z.infer<typeof sampleInputSchema>;

export const createVoiceSchema = z.object({
  name: z
    .string({ error: VOICE_MESSAGES.nameRequired })
    .trim()
    .min(1, VOICE_MESSAGES.nameRequired)
    .max(VOICE_NAME_MAX, VOICE_MESSAGES.nameTooLong),
  language: z.enum(LANGUAGE_CODES as unknown as [Language, ...Language[]], {
    error: GENERATION_MESSAGES.language,
  }),
  samples: z
    .array(sampleInputSchema, { error: VOICE_MESSAGES.tooFewSamples })
    .min(MIN_SAMPLES, VOICE_MESSAGES.tooFewSamples)
    .max(MAX_SAMPLES, VOICE_MESSAGES.tooManySamples),
});
export type CreateVoiceInput = z.infer<typeof createVoiceSchema>;

/** An edit of a learned voice: its name and its guide. */
export const updateVoiceSchema = z
  .object({
    name: createVoiceSchema.shape.name.optional(),
    guide: voiceGuideSchema.optional(),
  })
  .refine((v) => v.name !== undefined || v.guide !== undefined, {
    message: GENERATION_MESSAGES.checkInput,
  });
export type UpdateVoiceInput = z.infer<typeof updateVoiceSchema>;

/** A stored sample: where it came from, its title and its text (cut to SAMPLE_MAX). */
export const storedSampleSchema = z.object({
  kind: z.enum(SAMPLE_KINDS),
  title: z.string(),
  text: z.string(),
  words: z.number().int().min(0),
  postId: z.string().nullable(),
});
export type StoredSample = z.infer<typeof storedSampleSchema>;

/** A voice as the API answers it. */
export const voiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGE_CODES as unknown as [Language, ...Language[]]),
  status: z.enum(VOICE_STATUSES),
  phase: z.enum(VOICE_PHASES),
  percent: z.number().int(),
  /** A message key when learning failed. */
  error: z.string().nullable(),
  /** The credit learning holds or took ("0.5"). */
  credit: z.string(),
  samples: z.array(storedSampleSchema.omit({ text: true })),
  fingerprint: fingerprintSchema.nullable(),
  guide: voiceGuideSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Voice = z.infer<typeof voiceSchema>;

const problem = (message: string, field?: string, params?: Problem["params"]): Problem => ({
  title: GENERATION_MESSAGES.validationErrorTitle,
  message,
  ...(field ? { field } : {}),
  ...(params ? { params } : {}),
});

/** The first problem of a voice request, in the words of spec section 8 and the voices namespace. */
export function voiceProblem(error: z.ZodError): Problem {
  const issue = error.issues[0];
  const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
  const own = issue?.message?.startsWith("voices:") || issue?.message?.startsWith("create:");
  const message = own
    ? (issue?.message ?? GENERATION_MESSAGES.checkInput)
    : GENERATION_MESSAGES.checkInput;
  const params: Problem["params"] =
    message === VOICE_MESSAGES.tooFewSamples || message === VOICE_MESSAGES.tooManySamples
      ? { min: MIN_SAMPLES, max: MAX_SAMPLES }
      : message === VOICE_MESSAGES.sampleTooLong
        ? { max: SAMPLE_MAX }
        : undefined;
  return problem(message, field, params);
}

export function parseCreateVoice(raw: unknown): ParseResult<CreateVoiceInput> {
  const parsed = createVoiceSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: voiceProblem(parsed.error) };
}

export function parseUpdateVoice(raw: unknown): ParseResult<UpdateVoiceInput> {
  const parsed = updateVoiceSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: voiceProblem(parsed.error) };
}
