import { describe, expect, it } from "vitest";
import { findSentences, foldSentence, type TextRun } from "./find-sentence";

const run = (text: string, breakBefore = false): TextRun => ({ text, breakBefore });

describe("findSentences", () => {
  it("finds a sentence across runs (inline tags), with whitespace, case and quotes folded", () => {
    const runs = [run("Intro. Sales  grew ", true), run("12%"), run(" in “2024”.")];
    const [place] = findSentences(runs, ['sales grew 12% in "2024".']);
    expect(place).toEqual([
      { run: 0, from: 7, to: 19 },
      { run: 1, from: 0, to: 3 },
      { run: 2, from: 0, to: 11 },
    ]);
  });

  it("reads past a left-out reference and ignores markers in the claim", () => {
    // "grew 12%" <a class="cite">[1]</a> "." : the reference is not a run.
    const runs = [run("The market grew 12% ", true), run(".")];
    expect(findSentences(runs, ["The market grew 12% [1]."])[0]).toEqual([
      { run: 0, from: 0, to: 19 },
      { run: 1, from: 0, to: 1 },
    ]);
    expect(foldSentence("It rose [P3, P5] fast [2].")).toBe("it rose fast.");
  });

  it("never joins two blocks, and says null for a sentence that is not there", () => {
    const runs = [run("The first paragraph ends", true), run("here with a claim.", true)];
    expect(findSentences(runs, ["paragraph ends here with", "Nowhere in this text."])).toEqual([
      null,
      null,
    ]);
  });

  it("gives a repeated sentence its next place, and skips sentences too short to place", () => {
    const runs = [run("Prices fell by 5%. Prices fell by 5%.", true)];
    const places = findSentences(runs, ["Prices fell by 5%.", "Prices fell by 5%.", "Yes."]);
    expect(places).toEqual([[{ run: 0, from: 0, to: 18 }], [{ run: 0, from: 19, to: 37 }], null]);
  });
});
