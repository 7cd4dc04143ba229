/**
 * A source's text as passages, the unit retrieval ranks and a citation will point to: about a
 * paragraph each. Short paragraphs are joined up to PASSAGE_MIN, long ones are cut at sentence
 * ends (else spaces) below PASSAGE_MAX; at most PASSAGES_MAX per source.
 */
import { splitLine } from "./text";

export const PASSAGE_MIN = 300;
export const PASSAGE_MAX = 1_200;
export const PASSAGES_MAX = 2_000;

export function toPassages(text: string): string[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean)
    .flatMap((p) => (p.length > PASSAGE_MAX ? splitLine(p, PASSAGE_MAX) : [p]));
  const passages: string[] = [];
  let current = "";
  for (const paragraph of paragraphs) {
    if (!current) current = paragraph;
    else if (current.length < PASSAGE_MIN && current.length + 2 + paragraph.length <= PASSAGE_MAX)
      current = `${current}\n\n${paragraph}`;
    else {
      passages.push(current);
      current = paragraph;
    }
    if (passages.length >= PASSAGES_MAX) break;
  }
  if (current && passages.length < PASSAGES_MAX) passages.push(current);
  return passages;
}
