import { IDEAS_PER_SET, type IdeaPhase, type IdeaRequest } from "@domain/ideas";
import type { Logger } from "../log";
import { type GenerationModel, structured } from "../model";
import { ideasAnswer, ideasPrompt, validIdeas, type WrittenIdea } from "./answers";

export type IdeaProgress = (phase: IdeaPhase, percent: number) => void;

const titleKey = (title: string) => title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** Ideas with a title not seen before (in `seen` or earlier in the list), in order. */
function fresh(ideas: WrittenIdea[], seen: Set<string>): WrittenIdea[] {
  return ideas.filter((idea) => {
    const key = titleKey(idea.title);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Asks the model for ten ideas through the structured-answer path (ADR 0007: read leniently,
 * validated, sent back once with what was wrong). When fewer than ten valid ideas came back, the
 * missing ones are asked for once more. The result is ranked by score; fewer than ten only when
 * the model could not write them (the caller says so), none at all throws.
 */
export async function writeIdeas(options: {
  request: IdeaRequest;
  avoid: string[];
  model: GenerationModel;
  signal: AbortSignal;
  log: Logger;
  progress: IdeaProgress;
}): Promise<WrittenIdea[]> {
  const { request, model, signal, log, progress } = options;
  const call = { model, signal, progress: { phase() {}, percent() {}, append() {}, tokens() {} } };
  const seen = new Set(options.avoid.map(titleKey));
  let written = 0;
  const onPartial = (partial: Record<string, unknown>) => {
    // The last idea of a partial answer may still be growing: count the ones before it.
    const count = Math.max(0, validIdeas(partial).length - 1);
    if (count <= written) return;
    if (written === 0) progress("generating", 12);
    written = count;
    progress("generating", 12 + Math.round((68 * count) / IDEAS_PER_SET));
  };

  const first = await structured(
    call,
    ideasAnswer(IDEAS_PER_SET),
    ideasPrompt(request, IDEAS_PER_SET, options.avoid),
    onPartial,
  );
  progress("scoring", 82);
  let ideas = fresh(first.ok ? first.value.ideas : (first.partial.ideas ?? []), seen);
  if (!first.ok) log.warn({ error: first.error, valid: ideas.length }, "ideas answer did not fit");
  ideas = ideas.slice(0, IDEAS_PER_SET);

  const missing = IDEAS_PER_SET - ideas.length;
  if (missing > 0) {
    const more = await structured(
      call,
      ideasAnswer(missing),
      ideasPrompt(request, missing, [...options.avoid, ...ideas.map((idea) => idea.title)]),
    );
    const extra = fresh(more.ok ? more.value.ideas : (more.partial.ideas ?? []), seen);
    if (!more.ok) log.warn({ error: more.error, valid: extra.length }, "ideas top-up did not fit");
    ideas = [...ideas, ...extra.slice(0, missing)];
  }
  if (ideas.length === 0) throw new Error("the model wrote no usable ideas");
  progress("scoring", 90);
  return ideas.sort((a, b) => b.viralScore - a.viralScore);
}
