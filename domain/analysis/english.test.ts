import { describe, expect, it } from "vitest";
import { countSyllables } from "./english";
import { isPassive } from "./english-passive";
import { hasTransitionWord, TRANSITION_WORDS } from "./english-transitions";

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

describe("isPassive", () => {
  it.each([
    "The cake was eaten by the dog.",
    "The report is being reviewed.",
    "The door was quickly opened.",
    "Mistakes were made.",
    "These files aren't shared with anyone.",
    // Contractions and "get" are passive auxiliaries too.
    "It's designed to be simple.",
    "They’re written in TypeScript.",
    "The package got deleted last night.",
    "He will get promoted soon.",
    // The participle may come anywhere in the clause after its auxiliary.
    "The page was in the end completely rewritten.",
    "Your data is freed when the session ends.",
  ])("finds the passive in %s", (s) => {
    expect(isPassive(s)).toBe(true);
  });

  it.each([
    "She is a good cook.",
    "We opened the door.",
    "It is indeed true.",
    "The plants need water.",
    "The tree was there before the house was red and the seed was small.",
    // -ed words that are not verbs.
    "The value is undefined.",
    "The design is based on feedback.",
    "They proceed and succeed.",
    // Not passive constructions.
    "You can get rid of the old files.",
    "It is the expected result.",
    "It was what we had expected.",
    // A clause ends at a comma, a word that starts a new clause, an -ing verb or "to".
    "The tool is useful, used by many.",
    "It is working and tested.",
    "There are two ways to install it supported by the maintainers.",
  ])("finds no passive in %s", (s) => {
    expect(isPassive(s)).toBe(false);
  });
});

describe("transition words", () => {
  it("has a few hundred single and multi-word entries, each once", () => {
    expect(TRANSITION_WORDS.length).toBeGreaterThanOrEqual(200);
    expect(TRANSITION_WORDS.filter((w) => w.includes(" ")).length).toBeGreaterThanOrEqual(80);
    expect(new Set(TRANSITION_WORDS).size).toBe(TRANSITION_WORDS.length);
  });

  it("matches whole words and phrases, case-insensitively", () => {
    expect(hasTransitionWord("However, it rained.")).toBe(true);
    expect(hasTransitionWord("It rained. As a  result we stayed in.")).toBe(true);
    expect(hasTransitionWord("For Example this one.")).toBe(true);
    expect(hasTransitionWord("Thuslike words and sober thoughts.")).toBe(false);
  });

  it("counts conditions and times such as if and when", () => {
    expect(hasTransitionWord("If it rains, we stay in.")).toBe(true);
    expect(hasTransitionWord("Water it when the soil is dry.")).toBe(true);
    expect(hasTransitionWord("Use a soft fruit, e.g. a pear.")).toBe(true);
  });

  it("counts both halves of a two-part transition in order", () => {
    expect(hasTransitionWord("Both the bin and the heap work.")).toBe(true);
    expect(hasTransitionWord("Either add water or turn the heap.")).toBe(true);
    expect(hasTransitionWord("Both work.")).toBe(false);
    expect(hasTransitionWord("Add greens or browns to either side.")).toBe(false);
  });
});
