import { fingerprintOf } from "@domain/voice/fingerprint";
import { fingerprintSchema } from "@domain/voice/fingerprint-schema";
import { describe, expect, it } from "vitest";
import { attribution, corpusAuthors, formatAttribution } from "./corpus";

describe("the voice attribution corpus", () => {
  const authors = corpusAuthors();

  it("holds at least three authors, each with its source and a few thousand words", () => {
    expect(new Set(authors.map((a) => a.author)).size).toBeGreaterThanOrEqual(3);
    for (const a of authors) {
      expect(a.title).not.toBe("");
      expect(a.source).toMatch(
        /Project Gutenberg eBook #\d+, https:\/\/www\.gutenberg\.org\/ebooks\/\d+/,
      );
      const training = fingerprintOf(a.training, "en");
      expect(fingerprintSchema.safeParse(training).success).toBe(true);
      expect(training.words).toBeGreaterThan(2500);
      for (const passage of a.heldOut) {
        expect(a.training).not.toContain(passage);
        const words = fingerprintOf([passage], "en").words;
        expect(words).toBeGreaterThanOrEqual(300);
        expect(words).toBeLessThanOrEqual(520);
      }
    }
  });

  it("attributes at least 9 in 10 held-out passages to their own author's voice", () => {
    const results = attribution(authors);
    console.info(formatAttribution(results));
    expect(results.length).toBeGreaterThanOrEqual(10);
    const right = results.filter((r) => r.closest === r.author).length;
    expect(right / results.length).toBeGreaterThanOrEqual(0.9);
    // The closest voice is also the best score (the score is the distance's scale).
    for (const r of results) expect(r.scores[r.closest]).toBe(Math.max(...Object.values(r.scores)));
  });
});
