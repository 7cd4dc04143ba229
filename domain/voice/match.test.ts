import { describe, expect, it } from "vitest";
import { fingerprintOf } from "./fingerprint";
import { type Fingerprint, voiceMatchSchema } from "./fingerprint-schema";
import { voiceDistance, voiceMatch } from "./match";

const VOICE = fingerprintOf(
  [
    `I write short lines. I like them. Don't you? We keep it plain and quick.

I'm sure you'll agree. It's easy. We do it every day, and it works!`,
  ],
  "en",
);
const LONG_FORMAL = fingerprintOf(
  [
    `<p>The regulation, which was adopted by the committee after a lengthy consultation with the members, shall therefore apply to every association registered within the territory; moreover, its provisions were drafted so as to leave no ambiguity regarding the obligations of the officers concerned.</p><p>Consequently, the administration of each association is required to submit, within the period prescribed, a complete statement of accounts, accompanied by the observations of the auditors appointed for that purpose.</p>`,
  ],
  "en",
);

function withMeasure(fp: Fingerprint, changes: Partial<Fingerprint["measures"]>): Fingerprint {
  return { ...fp, measures: { ...fp.measures, ...changes } };
}

describe("voiceMatch", () => {
  it("scores identical fingerprints 100 and names nothing", () => {
    expect(voiceMatch(VOICE, VOICE)).toEqual({ score: 100, measures: [] });
  });

  it("scores a very different text low", () => {
    const match = voiceMatch(LONG_FORMAL, VOICE);
    expect(voiceMatchSchema.parse(match)).toEqual(match);
    expect(match.score).toBeLessThan(30);
    expect(match.measures).toHaveLength(3);
  });

  it("names the measures furthest off, with their direction and values", () => {
    const piece = withMeasure(VOICE, {
      sentenceLength: (VOICE.measures.sentenceLength ?? 0) * 2,
      questions: 0,
      commas: (VOICE.measures.commas ?? 0) + 0.2,
    });
    const match = voiceMatch(piece, VOICE);
    expect(match.measures.map((m) => m.id)).toEqual(["questions", "sentenceLength", "commas"]);
    const [questions, sentences] = match.measures;
    expect(questions?.message).toBe("voices:off.questions.less");
    expect(questions?.params).toEqual({ piece: 0, yours: 14.3, ratio: 0 });
    expect(sentences?.message).toBe("voices:off.sentenceLength.more");
    expect(sentences?.params?.ratio).toBe(2);
    expect(match.score).toBeLessThan(100);
    expect(match.score).toBeGreaterThan(50);
  });

  it("skips null measures and gives ratio 0 when the voice has none", () => {
    const voice = withMeasure(VOICE, { readingEase: null, emoji: 0 });
    const piece = withMeasure(VOICE, { readingEase: 10, emoji: 3 });
    const match = voiceMatch(piece, voice);
    expect(match.measures.map((m) => m.id)).toEqual(["emoji"]);
    expect(match.measures[0]?.params).toEqual({ piece: 3, yours: 0, ratio: 0 });
  });

  it("is deterministic and grows with the distance", () => {
    expect(voiceMatch(LONG_FORMAL, VOICE)).toEqual(voiceMatch(LONG_FORMAL, VOICE));
    const near = withMeasure(VOICE, { commas: (VOICE.measures.commas ?? 0) + 0.4 });
    const far = withMeasure(VOICE, { commas: (VOICE.measures.commas ?? 0) + 1.2 });
    expect(voiceDistance(near, VOICE)).toBeLessThan(voiceDistance(far, VOICE));
    expect(voiceMatch(near, VOICE).score).toBeGreaterThan(voiceMatch(far, VOICE).score);
  });
});
