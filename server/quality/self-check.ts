import { parseGenerationInput } from "@domain/generation-input";
import {
  isBlank,
  metadataAnswer,
  metadataPrompt,
  minSections,
  outlineAnswer,
  outlinePrompt,
  type PipelineRequest,
  sectionPrompt,
  singleAnswer,
  singlePrompt,
  streamHtml,
  targetWords,
} from "../generation";
import { type Logger, loggableError } from "../log";
import { type GenerationModel, structured } from "../model";

export type CheckedStep = {
  step: "outline" | "section" | "metadata" | "content";
  /** "ok": answered in shape; "repaired": only after the repair request; "failed": would fall back. */
  result: "ok" | "repaired" | "failed";
  error?: string;
  ms: number;
};

function input(raw: Record<string, unknown>) {
  const parsed = parseGenerationInput({ language: "en", ...raw });
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return parsed.value;
}

/**
 * One small call per step of the pipeline through the configured model, the way a generation
 * makes it (same prompts, schemas, modes and repair): tells whether each step's answers come
 * back in shape, come back only after a repair, or would fall back. `npm run ai:check` prints
 * it; the server runs it once at start-up for hosted and OpenAI-compatible providers.
 */
export async function selfCheck(
  model: GenerationModel,
  signal: AbortSignal,
): Promise<CheckedStep[]> {
  const request: PipelineRequest = {
    contentType: "blog",
    input: { title: "", language: "en" },
    model,
    signal,
    log: { warn() {} } as unknown as Logger,
    progress: { phase() {}, percent() {}, append() {}, tokens() {} },
  };
  const blog = input({
    contentType: "blog",
    title: "Planning a week",
    topic: "weekly planning",
    wordCount: "500",
  });
  const social = input({
    contentType: "social",
    title: "Spring menu",
    platform: "twitter",
    description: "two new drinks",
  });
  const sections = minSections(targetWords(blog));
  const timed = async (
    step: CheckedStep["step"],
    run: () => Promise<{ ok: true; repaired: boolean } | { ok: false; error: string }>,
  ): Promise<CheckedStep> => {
    const started = performance.now();
    const outcome = await run().catch((error: unknown) => {
      if (signal.aborted) throw error;
      return { ok: false as const, error: error instanceof Error ? error.message : String(error) };
    });
    const ms = Math.round(performance.now() - started);
    if (!outcome.ok) return { step, result: "failed", error: outcome.error.slice(0, 300), ms };
    return { step, result: outcome.repaired ? "repaired" : "ok", ms };
  };
  const outline = {
    title: "Planning a week",
    sections: [{ heading: "Why plan", points: ["focus"] }],
    faq: [],
  };
  return [
    await timed("outline", () =>
      structured(request, outlineAnswer(sections, true), outlinePrompt(blog, sections)),
    ),
    await timed("section", async () => {
      const text = await streamHtml(
        { ...request, input: blog as PipelineRequest["input"] },
        sectionPrompt(blog, outline, 0),
        120,
        () => {},
      );
      return isBlank(text)
        ? { ok: false, error: "the answer had no text" }
        : { ok: true, repaired: false };
    }),
    await timed("metadata", () =>
      structured(
        request,
        metadataAnswer(),
        metadataPrompt(
          blog,
          "Planning a week",
          "A plan for the week keeps a small team focused. Write the three tasks that matter most on Monday, check them on Wednesday and review the week on Friday.",
        ),
      ),
    ),
    await timed("content", () =>
      structured(request, singleAnswer("social", 40), singlePrompt(social)),
    ),
  ];
}

/** The check at start-up: logged once, at warn for each step that would fall back. */
export async function reportSelfCheck(model: GenerationModel, log: Logger, signal: AbortSignal) {
  try {
    const steps = await selfCheck(model, signal);
    const failed = steps.filter((s) => s.result === "failed");
    for (const step of failed) {
      log.warn(
        { step: step.step, provider: model.provider, error: step.error },
        `AI self-check: the "${step.step}" step does not get answers in shape; generations will fall back and say so (run npm run ai:check)`,
      );
    }
    if (failed.length === 0) {
      log.info(
        { steps: steps.map((s) => `${s.step}: ${s.result}`) },
        "AI self-check: every step answered in shape",
      );
    }
  } catch (error) {
    if (!signal.aborted) log.warn({ err: loggableError(error) }, "AI self-check could not run");
  }
}
