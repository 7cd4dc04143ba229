// The scripted model's fact check (the "verdicts" answer of server/research/verdicts.ts), kept
// apart from scripted-openai.ts: for each claim `C{k}: sentence` of the prompt's CLAIMS fence,
// the given passage sharing most words with it; when every number of the claim is in that
// passage, "supported" with the passage's sentence as the quote; when a sentence of the passage
// shares the claim's words but gives another number, "contradicted" with that sentence;
// otherwise "not_found".

import { readPassages } from "./scripted-evidence";

const WORD = /[\p{L}\p{N}]+/gu;
const NUMBER = /\d+(?:[.,]\d+)*/g;
const wordsOf = (text: string) =>
  new Set((text.toLowerCase().match(WORD) ?? []).filter((w) => w.length > 2 || /\d/.test(w)));
const numbersOf = (text: string): string[] => text.match(NUMBER) ?? [];
const shared = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length;
const sentencesOf = (text: string) =>
  text.split(/(?<=[.!?。！？])\s+/).filter((s) => /[\p{L}\p{N}]/u.test(s));

/** The fenced claims and passages of a verdicts prompt. */
export function readVerdictsPrompt(prompt: string) {
  const claimsBlock = /<<<CLAIMS\n([\s\S]*?)\nCLAIMS>>>/.exec(prompt)?.[1] ?? "";
  const claims = [...claimsBlock.matchAll(/^(C\d+): (.*)$/gm)].map((m) => ({
    label: m[1] ?? "",
    text: m[2] ?? "",
  }));
  return { claims, passages: readPassages(prompt) };
}

export function verdictsFor(prompt: string) {
  const { claims, passages } = readVerdictsPrompt(prompt);
  const verdicts = claims.map((claim) => {
    const words = wordsOf(claim.text);
    const best = passages
      .map((p) => ({ ...p, score: shared(words, wordsOf(p.text)) }))
      .sort((a, b) => b.score - a.score)[0];
    const notFound = { claim: claim.label, verdict: "not_found", passage: "", quote: "" };
    if (!best || best.score === 0) return notFound;
    const numbers = numbersOf(claim.text);
    const sentences = sentencesOf(best.text);
    const have = new Set(numbersOf(best.text));
    if (numbers.length > 0 && numbers.every((n) => have.has(n))) {
      const quote = sentences.find((s) => numbers.every((n) => numbersOf(s).includes(n)));
      return { claim: claim.label, verdict: "supported", passage: best.label, quote: quote ?? "" };
    }
    const wordsOnly = new Set([...words].filter((w) => !/^\d/.test(w)));
    // The sentence about the same thing (most words shared) that gives another number.
    const other = sentences
      .filter((s) => numbersOf(s).some((n) => !numbers.includes(n)))
      .map((s) => ({ s, score: shared(wordsOnly, wordsOf(s)) }))
      .filter((c) => c.score >= Math.min(2, wordsOnly.size))
      .sort((a, b) => b.score - a.score)[0]?.s;
    if (numbers.length > 0 && other)
      return { claim: claim.label, verdict: "contradicted", passage: best.label, quote: other };
    return notFound;
  });
  return { verdicts };
}
