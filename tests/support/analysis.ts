/** Builders shared by the analyser's tests (no test runner imports here). */
import type { AnalysisInput, Check } from "@domain/analysis/report";

const VOCABULARY = [
  "apple",
  "river",
  "stone",
  "cloud",
  "garden",
  "window",
  "paper",
  "music",
  "forest",
  "bridge",
  "candle",
  "meadow",
  "pocket",
  "silver",
  "harbor",
  "lantern",
  "pepper",
  "violin",
  "canyon",
  "marble",
];

/** A sentence of `n` words (n >= 1) starting with a word chosen by `start`, ending with a full stop. */
export function sentence(n: number, start = 0): string {
  const words = Array.from(
    { length: n },
    (_, i) => VOCABULARY[(start + i * 7) % VOCABULARY.length] ?? "word",
  );
  const text = words.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Plain text of `count` sentences of `length` words, each starting with a different word. */
export function sentences(count: number, length: number): string {
  return Array.from({ length: count }, (_, i) => sentence(length, i)).join(" ");
}

/** Exactly `n` words of running text as sentences of up to ten words. */
export function text(n: number): string {
  const parts: string[] = [];
  for (let left = n, i = 0; left > 0; left -= 10, i++) parts.push(sentence(Math.min(10, left), i));
  return parts.join(" ");
}

export function makeInput(overrides: Partial<AnalysisInput> = {}): AnalysisInput {
  return {
    html: "<p>Some text.</p>",
    title: "A title that is long enough to pass",
    metaDescription: "",
    slug: "a-title",
    keywords: [],
    contentType: "blog",
    language: "en",
    ...overrides,
  };
}

export function findCheck(checks: readonly Check[], id: string): Check | undefined {
  return checks.find((c) => c.id === id);
}

/** The status of a check, or "absent" when it was not produced. */
export function statusOf(checks: readonly Check[], id: string): string {
  return findCheck(checks, id)?.status ?? "absent";
}
