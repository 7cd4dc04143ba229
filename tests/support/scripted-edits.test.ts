// The scripted model's AI edits answer every action with a visible change and make every
// fixable check pass (evidence-claims is judged by a fact check: server/edits/run.db.test.ts).
import { AI_EDIT_ACTIONS, type AiEditAction, type FixableCheck } from "@domain/ai-edits";
import { analyzeContent } from "@domain/analysis";
import { applyResult, resultOf } from "@server/edits/answer";
import { jobInputOf } from "@server/edits/job";
import { editPrompt } from "@server/edits/prompts";
import { checkPasses } from "@server/edits/start";
import { outlineOf, targetOf } from "@server/edits/targets";
import { describe, expect, it } from "vitest";
import { KEYWORD, requestOf, WEAK_BLOCKS } from "./edit-documents";
import { type EditOptions, editAnswerFor, HOSTILE_EDIT } from "./scripted-edits";

const clean: EditOptions = { scenario: "clean", plantedEdit: null, hostile: null };

function answer(action: AiEditAction, check?: FixableCheck, options = clean) {
  const request = requestOf(action, check);
  const { document, ...asked } = request;
  const target = targetOf(request, { language: "en" });
  const input = jobInputOf(action, {
    ...asked,
    job: {
      title: document.title,
      keywords: document.keywords,
      pieceLanguage: "en",
      target,
      outline: outlineOf(document.blocks),
    },
  });
  const { system, prompt } = editPrompt(input);
  return { request, result: resultOf(editAnswerFor(system, prompt, options) ?? "", target) };
}

describe("the scripted model's AI edits", () => {
  it("does not take other prompts for edits", () => {
    expect(editAnswerFor("You write blog posts.", "Write about tea.", clean)).toBeNull();
  });

  it.each(AI_EDIT_ACTIONS.filter((a) => a !== "fix"))("%s changes what it is given", (action) => {
    const { request, result } = answer(action);
    if (result.kind === "selection") expect(result.html).not.toBe(request.selection?.html);
    else if (result.kind === "field") expect(result.text).toContain("Cold brew coffee");
    else expect(result.replacements[0]?.html).toMatch(/<p>/);
  });

  it("shortens by dropping a clause", () => {
    const { result } = answer("shorten");
    expect(result).toEqual({
      kind: "selection",
      html: "A coarse grind matters a lot for the final taste of the drink",
    });
  });

  it.each([
    "keyword-in-introduction",
    "sentence-length",
    "passive-voice",
    "transition-words",
    "meta-description-length",
    "faq-block",
  ] as const)("makes %s pass", (check) => {
    const { request, result } = answer("fix", check);
    const blocks = applyResult(request.document.blocks, result);
    const report = analyzeContent({
      html: blocks.join("\n"),
      title: request.document.title,
      metaDescription: result.kind === "field" ? result.text : "",
      slug: "",
      keywords: [KEYWORD],
      contentType: "blog",
      language: "en",
    });
    expect(checkPasses(report, check)).toBe(true);
    expect(blocks.length).toBeGreaterThanOrEqual(WEAK_BLOCKS.length);
  });

  it("answers with a planted text, or with hostile markup", () => {
    const planted = answer("rewrite", undefined, { ...clean, plantedEdit: "<p>Planted.</p>" });
    expect(planted.result).toEqual({ kind: "selection", html: "Planted." });
    const request = requestOf("rewrite");
    const { document, ...asked } = request;
    const target = targetOf(request, { language: "en" });
    const input = jobInputOf("rewrite", {
      ...asked,
      job: { title: document.title, keywords: document.keywords, pieceLanguage: "en", target },
    });
    const { system, prompt } = editPrompt(input);
    const raw = editAnswerFor(system, prompt, { ...clean, scenario: "hostile-edit" }) ?? "";
    for (const piece of HOSTILE_EDIT) expect(raw).toContain(piece);
  });
});
