import { describe, expect, it } from "vitest";
import {
  countSyllables,
  fleschReadingEase,
  hasTransitionWord,
  isPassive,
  TRANSITION_WORDS,
} from "./english";

const words = (s: string) => s.split(" ");

describe("countSyllables", () => {
  it.each([
    ["cat", 1],
    ["the", 1],
    ["make", 1],
    ["makes", 1],
    ["table", 2],
    ["jumped", 1],
    ["wanted", 2],
    ["played", 1],
    ["boxes", 2],
    ["garden", 2],
    ["beautiful", 3],
    ["information", 4],
    ["rhythm", 1],
    ["Readability,", 5],
    ["42", 0],
  ])("%s has %i", (word, expected) => {
    expect(countSyllables(word)).toBe(expected);
  });
});

describe("fleschReadingEase", () => {
  it("applies the English formula, rounded to one decimal", () => {
    // 206.835 - 1.015 * 10 - 84.6 * 1.3 = 86.705
    expect(fleschReadingEase(100, 10, 130)).toBe(86.7);
  });

  it("stays within 0-100 and is null without text", () => {
    expect(fleschReadingEase(10, 10, 10)).toBe(100);
    expect(fleschReadingEase(100, 1, 400)).toBe(0);
    expect(fleschReadingEase(0, 0, 0)).toBeNull();
  });
});

describe("isPassive", () => {
  it.each([
    "The cake was eaten by the dog.",
    "The report is being reviewed.",
    "The door was quickly opened.",
    "Mistakes were made.",
    "These files aren't shared with anyone.",
  ])("finds the passive in %s", (s) => {
    expect(isPassive(words(s))).toBe(true);
  });

  it.each([
    "She is a good cook.",
    "We opened the door.",
    "It is indeed true.",
    "The plants need water.",
    "The tree was there before the house was red and the seed was small.",
  ])("finds no passive in %s", (s) => {
    expect(isPassive(words(s))).toBe(false);
  });
});

describe("transition words", () => {
  it("has about a hundred entries", () => {
    expect(TRANSITION_WORDS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(TRANSITION_WORDS).size).toBe(TRANSITION_WORDS.length);
  });

  it("matches whole words and phrases, case-insensitively", () => {
    expect(hasTransitionWord("However, it rained.")).toBe(true);
    expect(hasTransitionWord("It rained. As a  result we stayed in.")).toBe(true);
    expect(hasTransitionWord("For Example this one.")).toBe(true);
    expect(hasTransitionWord("Thuslike words and sober thoughts.")).toBe(false);
  });
});
