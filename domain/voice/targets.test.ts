import { describe, expect, it } from "vitest";
import { fingerprintOf } from "./fingerprint";
import { voiceTargets } from "./targets";

describe("voiceTargets", () => {
  it("gives a line per measure the fingerprint has, in plain numbers", () => {
    const fp = fingerprintOf(
      [
        "I write short lines. Don't you? We keep it plain, and quick. Plain words win.",
        "You'll agree: plain words win. It's easy (really). We do it every day!",
      ],
      "en",
    );
    const lines = voiceTargets(fp);
    expect(lines).toContain(
      `Sentence length: about ${Math.round((fp.measures.sentenceLength ?? 0) * 10) / 10} words on average`,
    );
    expect(lines.some((l) => /^Questions: \d+% of sentences$/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith("Contractions: "))).toBe(true);
    expect(lines.some((l) => l.startsWith("Long words (seven letters or more): "))).toBe(true);
    expect(lines.at(-1)).toBe("Phrases the writer often uses: plain words win");
  });

  it("leaves out the measures the language has no rule for and counts characters where it must", () => {
    const lines = voiceTargets(fingerprintOf(["我们喜欢写作。你呢？我觉得很好！"], "zh"));
    expect(lines.some((l) => l.startsWith("Reading ease"))).toBe(false);
    expect(lines.some((l) => l.startsWith("Contractions"))).toBe(false);
    expect(lines.some((l) => l.startsWith("Passive voice"))).toBe(false);
    expect(lines.find((l) => l.startsWith("Sentence length"))).toMatch(/characters on average$/);
  });
});
