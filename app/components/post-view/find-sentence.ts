/**
 * Finds a fact check's claims (plain-text sentences) in a body split into runs of text: the text
 * nodes of the rendered view, or the text nodes of the editor's document. A sentence may run
 * across inline tags (a bold number, a link), so the runs are searched as one text; whitespace is
 * collapsed, case and typographic quotes are folded, and reference markers ("[2]", "[P3]") are
 * left out (callers leave the `.cite` references out of the runs). Runs of different blocks are
 * never joined, so a sentence is never found across a paragraph's end.
 */

/** A run of text; `breakBefore` when it starts another block than the run before it. */
export type TextRun = { text: string; breakBefore: boolean };
/** Part of a run that a sentence covers: the run's index and the offsets in its text. */
export type RunRange = { run: number; from: number; to: number };

const BLOCK_BREAK = "\u0000";
const MARKERS = /\s*\[\s*P?\d{1,3}(?:\s*[,;]\s*P?\d{1,3})*\s*\]/g;
const PUNCTUATION = /[.,;:!?。，、；：！？،؛؟।]/;
const QUOTES: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u00ab": '"',
  "\u00bb": '"',
};
/** Shorter sentences are not searched: they would match anywhere. */
const MIN_LENGTH = 8;

function fold(char: string): string {
  const quote = QUOTES[char];
  if (quote) return quote;
  const lower = char.toLowerCase();
  return lower.length === char.length ? lower : char;
}

/** The searchable text and, for each of its characters, where it came from (-1: a block break). */
type Folded = { text: string; origin: Array<[run: number, offset: number] | null> };

function foldRuns(runs: readonly TextRun[]): Folded {
  const chars: string[] = [];
  const origin: Folded["origin"] = [];
  const last = () => chars[chars.length - 1];
  runs.forEach((run, index) => {
    if (run.breakBefore && chars.length > 0 && last() !== BLOCK_BREAK) {
      if (last() === " ") {
        chars.pop();
        origin.pop();
      }
      chars.push(BLOCK_BREAK);
      origin.push(null);
    }
    for (let offset = 0; offset < run.text.length; offset++) {
      const char = run.text.charAt(offset);
      if (/\s/.test(char)) {
        if (chars.length === 0 || last() === " " || last() === BLOCK_BREAK) continue;
        chars.push(" ");
      } else {
        // "12% ." (a reference was between them) reads as "12%.".
        if (PUNCTUATION.test(char) && last() === " ") {
          chars.pop();
          origin.pop();
        }
        chars.push(fold(char));
      }
      origin.push([index, offset]);
    }
  });
  return { text: chars.join(""), origin };
}

/** A claim's sentence as it is searched for. */
export function foldSentence(sentence: string): string {
  return foldRuns([{ text: sentence.replace(MARKERS, ""), breakBefore: false }]).text.trim();
}

function rangesOf(folded: Folded, start: number, end: number): RunRange[] {
  const ranges: RunRange[] = [];
  for (let i = start; i < end; i++) {
    const at = folded.origin[i];
    if (!at) continue;
    const [run, offset] = at;
    const current = ranges[ranges.length - 1];
    if (current && current.run === run) current.to = offset + 1;
    else ranges.push({ run, from: offset, to: offset + 1 });
  }
  return ranges;
}

/**
 * Where each sentence is in the runs (null when it is not there), the first place not already
 * taken by an earlier sentence of the list.
 */
export function findSentences(
  runs: readonly TextRun[],
  sentences: readonly string[],
): Array<RunRange[] | null> {
  const folded = foldRuns(runs);
  const taken: Array<[number, number]> = [];
  const overlaps = (start: number, end: number) =>
    taken.some(([from, to]) => start < to && from < end);
  return sentences.map((sentence) => {
    const wanted = foldSentence(sentence);
    if (wanted.length < MIN_LENGTH) return null;
    let start = folded.text.indexOf(wanted);
    while (start !== -1 && overlaps(start, start + wanted.length))
      start = folded.text.indexOf(wanted, start + 1);
    if (start === -1) return null;
    taken.push([start, start + wanted.length]);
    return rangesOf(folded, start, start + wanted.length);
  });
}
