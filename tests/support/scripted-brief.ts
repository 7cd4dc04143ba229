/**
 * The scripted model's answer to the research brief's structured call (defineAnswer("brief"),
 * server/research/brief-answer.ts): topics and questions built from the passages fenced in the
 * prompt (`<<<SOURCES` ... `SOURCES>>>`, each block opening with `[P{k}] (source: {title})`), so
 * a test can tell each topic's passage. Only the keys the request made known are written.
 */

import { readPassages } from "./scripted-evidence";

type Passage = { label: string; title: string; text: string };

/** The first `count` words of a text, without closing punctuation. */
const opening = (text: string, count: number) =>
  text
    .split(/\s+/)
    .slice(0, count)
    .join(" ")
    .replace(/[\s\p{P}]+$/u, "");

/**
 * One topic per passage (its opening words as the heading, its label as the passage) and one
 * question per passage, at least three of each (passages are taken again when there are fewer).
 */
export function researchBriefAnswer(prompt: string, keys: Set<string>) {
  const passages = readPassages(prompt);
  const pool = passages.length > 0 ? passages : [{ label: "P1", title: "the source", text: "" }];
  const count = Math.min(8, Math.max(3, pool.length));
  const picked = Array.from({ length: count }, (_, i) => pool[i % pool.length] as Passage);
  const topics = picked.map((p, i) => ({
    heading: `${opening(p.text, 5) || "Topic"} (${i + 1})`.slice(0, 70),
    passages: [p.label],
  }));
  const questions = picked.map(
    (p, i) => `What does ${p.title} say about ${opening(p.text, 3) || "it"} (${i + 1})?`,
  );
  const answer: Record<string, unknown> = { topics, questions };
  return Object.fromEntries(
    Object.entries(answer)
      .filter(([key]) => keys.has(key))
      .map(([key, value]) =>
        key === "topics"
          ? [
              key,
              topics.map((t) => Object.fromEntries(Object.entries(t).filter(([k]) => keys.has(k)))),
            ]
          : [key, value],
      ),
  );
}
