/**
 * What an AI edit rewrites (issue 28, AI-EDITS.md): pure, from the request's top-level blocks.
 * - a selection action: the selection, with the text of its neighbouring blocks as context;
 * - introduction: the blocks before the first h2..h6 (at least the first block);
 * - conclusion and faq: an insertion at the end (an existing FAQ section is replaced instead);
 * - meta: the meta description field;
 * - a Fix: per check, the smallest part that makes it pass (./targets-fix.ts);
 * - voice ("Match my voice"): the selection when there is one, else the prose blocks furthest
 *   from the voice (./targets-voice.ts).
 */
import type { AiEditRequest } from "@domain/ai-edits";
import { htmlToPlainText } from "@domain/text";
import {
  CONTEXT_MAX,
  cut,
  type EditTarget,
  faqRange,
  introductionRange,
  levelOf,
  OUTLINE_MAX,
  rangeTarget,
  type TargetContext,
} from "./target-ranges";
import { fixTarget } from "./targets-fix";
import { voiceTarget } from "./targets-voice";

export {
  type EditTarget,
  faqRange,
  introductionRange,
  type TargetClaim,
  type TargetContext,
} from "./target-ranges";
export { isEmptyTarget, transitionBlocks } from "./targets-fix";

/** What the request's action rewrites, in the request's blocks. */
export function targetOf(request: AiEditRequest, context: TargetContext): EditTarget {
  const { blocks } = request.document;
  const selection = request.selection;
  switch (request.action) {
    case "introduction":
      return rangeTarget(blocks, introductionRange(blocks));
    case "conclusion":
      return rangeTarget(blocks, { from: blocks.length, to: blocks.length });
    case "faq":
      return rangeTarget(blocks, faqRange(blocks));
    case "meta":
      return { kind: "field", field: "metaDescription", text: request.document.metaDescription };
    case "fix":
      return fixTarget(request, context);
    case "voice":
      if (selection) return selectionTarget(request);
      if (!context.voiceScore) throw new Error("a voice edit of the piece without its voice");
      return voiceTarget(blocks, context.voiceScore);
    default:
      return selectionTarget(request);
  }
}

/** The selection, with the text of its neighbouring blocks as context. */
function selectionTarget(request: AiEditRequest): EditTarget {
  const { blocks } = request.document;
  const selection = request.selection;
  if (!selection) throw new Error("a selection action without a selection");
  const text = (index: number) => htmlToPlainText(blocks[index] ?? "");
  return {
    kind: "selection",
    html: selection.html,
    before: cut(text(selection.startBlock - 1), CONTEXT_MAX, true),
    after: cut(text(selection.endBlock + 1), CONTEXT_MAX),
  };
}

/** The piece in short for the piece actions: its headings and the first sentences under each. */
export function outlineOf(blocks: readonly string[]): string {
  const lines: string[] = [];
  let length = 0;
  for (const block of blocks) {
    const text = htmlToPlainText(block);
    if (!text) continue;
    const line = levelOf(block) > 0 ? `# ${text}` : cut(text, 240);
    if (length + line.length > OUTLINE_MAX) break;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join("\n");
}
