/**
 * Internal links (issue 31 part 3, ADR 0031): the pure half shared by the server, which finds
 * the anchor a suggestion offers, and the editor, which finds the same words again to link them.
 * An anchor is a phrase of the target's keyphrase or title words found in the source's body as
 * plain text: never inside a link, a heading or code.
 */
import { type HtmlNode, parseHtml } from "./html/diff-tree";

/** Where one of the writer's posts is read: what an internal link to it points at. */
export const postAddress = (id: string) => `/dashboard/view/${id}`;

const SKIPPED = new Set(["a", "h1", "h2", "h3", "h4", "h5", "h6", "code", "pre", "figcaption"]);
const BLOCKS = new Set(["p", "li", "blockquote", "td", "th", "div", "dd", "dt"]);

/** The body's text that may carry a new link, in runs that never cross a block or a link. */
export function linkableRuns(html: string): string[] {
  const runs: string[] = [];
  let run = "";
  const end = () => {
    if (run.trim() !== "") runs.push(run);
    run = "";
  };
  const walk = (nodes: readonly HtmlNode[]) => {
    for (const node of nodes) {
      if (typeof node === "string") run += node;
      else if (SKIPPED.has(node.tag)) end();
      else if (node.tag === "br") run += " ";
      else {
        const block = BLOCKS.has(node.tag);
        if (block) end();
        walk(node.children);
        if (block) end();
      }
    }
  };
  walk(parseHtml(html));
  end();
  return runs;
}

/** The addresses the body already links to. */
export function linkedAddresses(html: string): Set<string> {
  const out = new Set<string>();
  for (const match of html.matchAll(/href="([^"]*)"/g)) out.add((match[1] as string).trim());
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The phrase as whole words, any case, any run of spaces between its words. */
export function anchorPattern(phrase: string): RegExp {
  const words = phrase.trim().split(/\s+/).map(escapeRegExp).join("\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, "iu");
}

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}'’-]+/u).filter((w) => w !== "");

/**
 * The phrases that may link to a post, longest first: its keyphrases, its title, and runs of
 * two or more of their words (a single word only when it is a whole keyphrase of 4+ letters).
 */
export function candidatePhrases(target: { title: string; keywords: readonly string[] }) {
  const phrases = new Set<string>();
  for (const keyword of target.keywords) {
    const words = wordsOf(keyword);
    if (words.length > 1 || (words[0]?.length ?? 0) >= 4) phrases.add(words.join(" "));
  }
  for (const source of [target.title, ...target.keywords]) {
    const words = wordsOf(source);
    for (let n = words.length; n >= 2; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        const run = words.slice(i, i + n);
        // "a burr grinder" reads worse than "burr grinder": no run starts or ends on a short word.
        if ((run[0]?.length ?? 0) > 2 && (run.at(-1)?.length ?? 0) > 2) phrases.add(run.join(" "));
      }
    }
  }
  return [...phrases].sort((a, b) => b.length - a.length);
}

/** The sentence of `text` around [start, end). */
function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const from = Math.max(
    ...[". ", "! ", "? ", "。", "\n"].map((s) => before.lastIndexOf(s) + s.length),
    0,
  );
  const rest = text.slice(end).search(/[.!?。](\s|$)/);
  const to = rest < 0 ? text.length : end + rest + 1;
  return text.slice(from, to).replace(/\s+/g, " ").trim();
}

export type FoundAnchor = { anchor: string; sentence: string };

/** The first of the phrases (longest first) found in the runs, as the body writes it. */
export function findAnchor(
  runs: readonly string[],
  phrases: readonly string[],
): FoundAnchor | null {
  for (const phrase of phrases) {
    const pattern = anchorPattern(phrase);
    for (const run of runs) {
      const match = pattern.exec(run);
      if (match) {
        const start = match.index;
        const end = start + match[0].length;
        return { anchor: match[0], sentence: sentenceAround(run, start, end) };
      }
    }
  }
  return null;
}

/** Words of a title for comparing two titles. */
export function titleWords(title: string): Set<string> {
  return new Set(wordsOf(title.toLocaleLowerCase()).filter((w) => w.length > 2));
}

/** How alike two titles are: shared words over all words (Jaccard), 0 to 1. */
export function titleSimilarity(a: string, b: string): number {
  const x = titleWords(a);
  const y = titleWords(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  return shared / (x.size + y.size - shared);
}

/** Titles this alike compete for the same search, as do posts with the same first keyphrase. */
export const COMPETING_TITLES = 0.75;

export const keyphraseOf = (keywords: readonly string[]) =>
  keywords[0]?.trim().toLocaleLowerCase().replace(/\s+/g, " ") || null;
