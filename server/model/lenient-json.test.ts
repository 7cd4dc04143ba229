import { describe, expect, it } from "vitest";
import { metadataAnswer, outlineAnswer } from "../generation/answers";
import { parseLenient } from "./lenient-json";

const keys = metadataAnswer().keys;
const meta = {
  metaDescription: "M",
  synopsis: "S",
  abstract: "A",
  slug: "s",
  keywords: ["k"],
};

describe("parseLenient", () => {
  it("reads plain JSON", () => {
    expect(parseLenient(JSON.stringify(meta), keys)).toEqual(meta);
  });

  it("finds the object inside a code fence between sentences of prose", () => {
    const text = `Sure! Here it is:\n\n\`\`\`json\n${JSON.stringify(meta, null, 2)}\n\`\`\`\nAnything else?`;
    expect(parseLenient(text, keys)).toEqual(meta);
  });

  it("finds the object after prose without a fence, and ignores braces inside strings", () => {
    const withBraces = { ...meta, synopsis: 'Use {curly} braces and a "quote"' };
    const text = `The metadata: ${JSON.stringify(withBraces)} I hope {this} helps.`;
    expect(parseLenient(text, keys)).toEqual(withBraces);
  });

  it("unwraps a single object wrapped in another, or in an array", () => {
    expect(parseLenient(JSON.stringify({ metadata: meta }), keys)).toEqual(meta);
    expect(parseLenient(JSON.stringify([{ result: meta }]), keys)).toEqual(meta);
    // An object that has the answer's keys is never unwrapped.
    const outline = outlineAnswer(3, true).keys;
    const value = { title: "T", sections: [{ heading: "H", points: ["p"] }] };
    expect(parseLenient(JSON.stringify(value), outline)).toEqual(value);
  });

  it("renames keys written in another casing, at every depth, keeping an exact key first", () => {
    const outline = outlineAnswer(3, true).keys;
    const text = JSON.stringify({
      Title: "T",
      SECTIONS: [{ Heading: "H", key_points: ["x"], points: ["p"] }],
      faq: [],
    });
    expect(parseLenient(text, outline)).toEqual({
      title: "T",
      sections: [{ heading: "H", key_points: ["x"], points: ["p"] }],
      faq: [],
    });
    expect(
      parseLenient('{"meta_description":"M","Meta-Description":"N","metaDescription":"O"}', keys),
    ).toEqual({ metaDescription: "O" });
  });

  it("closes an answer cut short, dropping a key left without its value", () => {
    expect(parseLenient('{"title":"Welcome","content":"<p>Thanks for jo', keys)).toEqual({
      title: "Welcome",
      content: "<p>Thanks for jo",
    });
    expect(parseLenient('{"synopsis":"S","keywords":["a","b"', keys)).toEqual({
      synopsis: "S",
      keywords: ["a", "b"],
    });
    expect(parseLenient('{"synopsis":"S","slug":', keys)).toEqual({ synopsis: "S" });
  });

  it("gives undefined when there is no object at all", () => {
    expect(parseLenient("I can only answer in sentences.", keys)).toBeUndefined();
    expect(parseLenient("", keys)).toBeUndefined();
  });
});
