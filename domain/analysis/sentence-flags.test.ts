import { describe, expect, it } from "vitest";
import { flaggedSentences } from "./sentence-flags";

describe("flaggedSentences", () => {
  it("flags long, passive and transition sentences as the report counts them", () => {
    const html =
      "<p>The report was written by the team. However, we read it twice. This sentence goes on and on with many words so that it ends up longer than twenty words in the end.</p>";
    const flags = flaggedSentences(html, "en");
    expect(flags.map((s) => [s.passive, s.transition, s.long])).toEqual([
      [true, false, false],
      [false, true, false],
      [false, true, true],
    ]);
    expect(flags[0]?.text).toBe("The report was written by the team.");
  });

  it("flags nothing a language has no test for", () => {
    const flags = flaggedSentences("<p>这是一个句子。</p>", "zh");
    expect(flags).toHaveLength(1);
    expect(flags[0]?.passive).toBe(false);
  });

  it("measures Japanese sentences in characters", () => {
    const flags = flaggedSentences(`<p>${"あ".repeat(45)}。</p>`, "ja");
    expect(flags[0]?.long).toBe(true);
  });
});
