/**
 * The voice attribution corpus (issue 29): public-domain passages by different authors, each
 * file with a header naming its source, then training passages (the author's voice is learned
 * from them) and held-out passages (never in training), each marked by a "=== training N ===" or
 * "=== held-out N ===" line. `attribution` learns each author's voice and asks, for every
 * held-out passage, whether it matches its own author's voice better than any other's: the
 * figure the README states, printed by `npm run eval -- --voices`.
 */
import fs from "node:fs";
import path from "node:path";
import { fingerprintOf } from "@domain/voice/fingerprint";
import type { Fingerprint } from "@domain/voice/fingerprint-schema";
import { voiceDistance, voiceMatch } from "@domain/voice/match";

export interface CorpusAuthor {
  file: string;
  title: string;
  author: string;
  source: string;
  training: string[];
  heldOut: string[];
}

const DIR = import.meta.dirname;
const MARK = /^=== (training|held-out) \d+ ===$/;

export function readAuthor(file: string): CorpusAuthor {
  const text = fs.readFileSync(path.join(DIR, file), "utf8");
  const header = (name: string) => new RegExp(`^${name}: (.+)$`, "m").exec(text)?.[1] ?? "";
  const author: CorpusAuthor = {
    file,
    title: header("Title"),
    author: header("Author"),
    source: header("Source"),
    training: [],
    heldOut: [],
  };
  let list: string[] | null = null;
  for (const line of text.split("\n")) {
    const mark = MARK.exec(line);
    if (mark) {
      list = mark[1] === "training" ? author.training : author.heldOut;
      list.push("");
    } else if (list !== null) {
      list[list.length - 1] += `${line}\n`;
    }
  }
  author.training = author.training.map((p) => p.trim());
  author.heldOut = author.heldOut.map((p) => p.trim());
  return author;
}

/** The corpus files, in name order. */
export function corpusAuthors(): CorpusAuthor[] {
  return fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .map(readAuthor);
}

export interface Attribution {
  author: string;
  passage: number;
  words: number;
  /** The voice the passage is closest to, and its score against each author's voice. */
  closest: string;
  scores: Record<string, number>;
}

/** Each held-out passage scored against every author's voice. */
export function attribution(authors: readonly CorpusAuthor[] = corpusAuthors()): Attribution[] {
  const voices = new Map<string, Fingerprint>(
    authors.map((a) => [a.author, fingerprintOf(a.training, "en")]),
  );
  const results: Attribution[] = [];
  for (const a of authors)
    a.heldOut.forEach((text, passage) => {
      const piece = fingerprintOf([text], "en");
      let closest = "";
      let best = Number.POSITIVE_INFINITY;
      const scores: Record<string, number> = {};
      for (const [author, voice] of voices) {
        scores[author] = voiceMatch(piece, voice).score;
        const distance = voiceDistance(piece, voice);
        if (distance < best) {
          best = distance;
          closest = author;
        }
      }
      results.push({ author: a.author, passage: passage + 1, words: piece.words, closest, scores });
    });
  return results;
}

/** "attribution: 11/12" and a line per passage. */
export function formatAttribution(results: readonly Attribution[]): string {
  const right = results.filter((r) => r.closest === r.author).length;
  const lines = results.map(
    (r) =>
      `${r.closest === r.author ? "ok  " : "MISS"} ${r.author} #${r.passage} (${r.words} words): ${Object.entries(
        r.scores,
      )
        .map(([author, score]) => `${author} ${score}`)
        .join(", ")}`,
  );
  return [`attribution: ${right}/${results.length}`, ...lines].join("\n");
}
