/**
 * AI edits (issue 28, docs/decisions/0028-ai-edits.md): what a writer may ask the model to change
 * in a post, what the model's answer becomes, and the words of their failures. The editor, the
 * job, the API and the scripted model in the tests share these shapes.
 *
 * The editor sends the body as its list of top-level blocks (the HTML of each node of the
 * document, in order), so a block's index means the same thing in the browser and on the server.
 * An answer replaces a selection, or ranges of those blocks, or a field (the meta description);
 * the editor shows it as tracked changes, and nothing is applied until the writer accepts.
 */
import { z } from "zod";
import { CONTENT_TYPE_CATALOGUE } from "./content-types";
import { MAX_HTML_LENGTH } from "./html/sanitize";
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from "./keywords";
import { LANGUAGE_CODES, type Language } from "./languages";
import { EDIT_LABEL, META_DESCRIPTION_MAX, VOICE_ID } from "./post-edit";

/** Actions on a selection of the body. */
export const SELECTION_ACTIONS = [
  "rewrite",
  "shorten",
  "expand",
  "simplify",
  "grammar",
  "tone",
  "translate",
  "custom",
  "voice",
] as const;
export type SelectionAction = (typeof SELECTION_ACTIONS)[number];

/** Actions only on the whole piece (or a part of it the server finds). */
const PIECE_ONLY_ACTIONS = ["introduction", "conclusion", "faq", "meta"] as const;
/**
 * Actions on the whole piece. "voice" (issue 29, "Match my voice") is in both lists: with a
 * selection it rewrites the selection, without one the paragraphs furthest from the voice
 * (server/edits/targets-voice.ts).
 */
export const PIECE_ACTIONS = [...PIECE_ONLY_ACTIONS, "voice"] as const;
export type PieceAction = (typeof PIECE_ACTIONS)[number];

/**
 * The report's checks a model can fix (domain/analysis check ids): the Fix button asks for the
 * smallest change that makes the check pass.
 */
export const FIXABLE_CHECKS = [
  "keyword-in-introduction",
  "sentence-length",
  "passive-voice",
  "transition-words",
  "meta-description-length",
  "faq-block",
  "evidence-claims",
  "machine-phrasing",
] as const;
export type FixableCheck = (typeof FIXABLE_CHECKS)[number];

export const AI_EDIT_ACTIONS = [...SELECTION_ACTIONS, ...PIECE_ONLY_ACTIONS, "fix"] as const;
export type AiEditAction = (typeof AI_EDIT_ACTIONS)[number];

/** An action that can rewrite a selection (see `needsSelection`, `onSelection`). */
export const isSelectionAction = (action: string): action is SelectionAction =>
  (SELECTION_ACTIONS as readonly string[]).includes(action);
/** An action that works only on a selection ("voice" works on the piece without one). */
export const needsSelection = (action: string): boolean =>
  isSelectionAction(action) && !(PIECE_ACTIONS as readonly string[]).includes(action);
/** Whether the request rewrites its selection (a selection action given a selection). */
export const onSelection = (request: { action: string; selection?: unknown }): boolean =>
  isSelectionAction(request.action) && request.selection !== undefined;
export const isFixableCheck = (id: string): id is FixableCheck =>
  (FIXABLE_CHECKS as readonly string[]).includes(id);

/** The tones of the Create form (every content type's tone options, each once, in order). */
export const EDIT_TONES: readonly string[] = [
  ...new Set(
    Object.values(CONTENT_TYPE_CATALOGUE).flatMap((type) => {
      const tone = (type.fields as Record<string, { options?: readonly { value: string }[] }>).tone;
      return (tone?.options ?? []).map((option) => option.value);
    }),
  ),
];

/** How a finished edit is named in a version's history (domain/post-edit.ts EDIT_LABEL). */
export const AI_EDIT_LABEL = EDIT_LABEL;
export function editLabel(action: AiEditAction, check?: FixableCheck): string {
  return action === "fix" && check ? `fix:${check}` : action;
}

export const AI_EDIT_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type AiEditStatus = (typeof AI_EDIT_STATUSES)[number];

/** Longest free instruction, in characters. */
export const MAX_INSTRUCTION_LENGTH = 1000;
/** Most top-level blocks a body may have in a request (a very long post has a few hundred). */
export const MAX_BLOCKS = 5000;
/** The meta description's column bound (domain/post-edit.ts META_DESCRIPTION_MAX). */
export const MAX_META_DESCRIPTION = META_DESCRIPTION_MAX;

const blockHtml = z.string().max(MAX_HTML_LENGTH);

/** The body as the editor has it now (unsaved changes included), and the fields the report reads. */
export const editDocumentSchema = z.object({
  blocks: z
    .array(blockHtml)
    .max(MAX_BLOCKS)
    .refine((blocks) => blocks.reduce((sum, block) => sum + block.length, 0) <= MAX_HTML_LENGTH, {
      error: "edits:errors.tooLong",
    }),
  title: z.string().trim().max(200),
  keywords: z.array(z.string().trim().min(1).max(MAX_KEYWORD_LENGTH)).max(MAX_KEYWORDS),
  metaDescription: z
    .string()
    .trim()
    .max(MAX_META_DESCRIPTION * 2),
});
export type EditDocument = z.infer<typeof editDocumentSchema>;

/**
 * The writer's selection: its HTML (what the model rewrites), the editor positions it spans (to
 * place the answer again after a reload), and the blocks it starts and ends in (its context).
 */
export const editSelectionSchema = z
  .object({
    html: z.string().min(1).max(MAX_HTML_LENGTH),
    from: z.number().int().min(0),
    to: z.number().int().min(0),
    startBlock: z.number().int().min(0),
    endBlock: z.number().int().min(0),
  })
  .refine((s) => s.from < s.to && s.startBlock <= s.endBlock, { error: "edits:errors.invalid" });
export type EditSelection = z.infer<typeof editSelectionSchema>;

export const aiEditRequestSchema = z
  .object({
    action: z.enum(AI_EDIT_ACTIONS),
    /** "tone": one of EDIT_TONES. */
    tone: z.string().optional(),
    /** "translate": the language to translate the selection into. */
    language: z.enum(LANGUAGE_CODES as [Language, ...Language[]]).optional(),
    /** "custom": what the writer asks for, in their words (given to the model as data). */
    instruction: z.string().trim().min(1).max(MAX_INSTRUCTION_LENGTH).optional(),
    /** "fix": the failing check of the report. */
    check: z.enum(FIXABLE_CHECKS).optional(),
    /** "voice": one of the user's learned voices; left out, the post's voice. */
    voiceId: z.string().regex(VOICE_ID).optional(),
    document: editDocumentSchema,
    selection: editSelectionSchema.optional(),
  })
  .superRefine((request, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: "custom", path: [path], message });
    };
    need(
      !needsSelection(request.action) || request.selection !== undefined,
      "selection",
      "edits:errors.selectionRequired",
    );
    need(
      request.action !== "tone" || EDIT_TONES.includes(request.tone ?? ""),
      "tone",
      "edits:errors.toneRequired",
    );
    need(
      request.action !== "translate" || request.language !== undefined,
      "language",
      "edits:errors.languageRequired",
    );
    need(
      request.action !== "custom" || request.instruction !== undefined,
      "instruction",
      "edits:errors.instructionRequired",
    );
    need(
      request.action !== "fix" || request.check !== undefined,
      "check",
      "edits:errors.checkRequired",
    );
    const blocks = request.document.blocks.length;
    const selection = request.selection;
    need(
      !selection || selection.endBlock < Math.max(blocks, 1),
      "selection",
      "edits:errors.invalid",
    );
  });
export type AiEditRequest = z.infer<typeof aiEditRequestSchema>;

/**
 * What an edit's answer changes, once the model has written it (sanitised on the server; the
 * editor parses it with its own schema as well):
 * - `selection`: the HTML that replaces the selection;
 * - `blocks`: ranges [from, to) of the request's blocks and the HTML that replaces each (from ===
 *   to inserts before block `from`; from === blocks.length appends), in order, not overlapping;
 * - `field`: a new value for a field (the meta description), as plain text.
 */
export const aiEditResultSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("selection"), html: z.string() }),
  z.object({
    kind: z.literal("blocks"),
    replacements: z.array(
      z.object({ from: z.number().int().min(0), to: z.number().int().min(0), html: z.string() }),
    ),
  }),
  z.object({ kind: z.literal("field"), field: z.literal("metaDescription"), text: z.string() }),
]);
export type AiEditResult = z.infer<typeof aiEditResultSchema>;

/** Message keys of the `aiEdits` namespace the server answers with. */
export const AI_EDIT_MESSAGES = {
  invalid: "edits:errors.invalid",
  notFound: "edits:errors.notFound",
  failed: "edits:errors.failed",
  dailyLimitTitle: "edits:errors.dailyLimitTitle",
  dailyLimit: "edits:errors.dailyLimit",
  nothingToFix: "edits:errors.nothingToFix",
  emptyAnswer: "edits:errors.emptyAnswer",
  voiceRequired: "edits:errors.voiceRequired",
} as const;
