// AI edits and version history benchmark (issue 28). What a writer waits for after an AI edit
// answers is the word-level diff that turns it into tracked changes (domain/html/diff.ts, run in
// the browser), and a version compare runs the same diff on the server; every save writes a
// compressed snapshot. Every text of the agreement corpus (real English documentation, 300-2,000
// words) is edited the way a rewrite does (every ninth word changed, a paragraph dropped, one
// added) and diffed; the figures are medians of several rounds. The snapshot figures are the
// corpus's bodies as a version stores them (brotli JSON, server/versions/snapshot.ts).
import { acceptChanges, diffHtml } from "@domain/html/diff";
import { countWords } from "@domain/text";
import { compressSnapshot } from "@server/versions/snapshot";
import { corpusPieces } from "../tests/analysis-agreement/corpus/pieces";

const ROUNDS = 9;

/** A rewrite of a body: every ninth word replaced, the second paragraph dropped, one added. */
function edited(html: string): string {
  let n = 0;
  const words = html.replace(/>([^<]+)</g, (_all, text: string) => {
    const changed = text.replace(/\p{L}+/gu, (word) => (++n % 9 === 0 ? `${word}ly` : word));
    return `>${changed}<`;
  });
  let paragraphs = 0;
  return words
    .replace(/<p>(?:(?!<\/p>).)*<\/p>/gs, (p) => (++paragraphs === 2 ? "" : p))
    .replace(/<\/h2>/, "</h2><p>A paragraph the model added to this section.</p>");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function timeMs(run: () => void): number {
  const started = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export async function benchEdits() {
  const posts = corpusPieces().map((piece) => ({
    html: piece.html,
    after: edited(piece.html),
    words: countWords(piece.html),
    title: piece.title,
  }));
  const words = posts.reduce((sum, p) => sum + p.words, 0);
  const diffRound = () =>
    timeMs(() => {
      for (const p of posts) diffHtml(p.html, p.after);
    });
  for (let i = 0; i < 2; i++) diffRound();
  const diffMs = median(Array.from({ length: ROUNDS }, diffRound));
  const merged = posts.map((p) => diffHtml(p.html, p.after));
  const changes = merged.reduce((sum, m) => sum + m.changes.length, 0);
  const acceptMs = median(
    Array.from({ length: ROUNDS }, () =>
      timeMs(() => {
        for (const m of merged) acceptChanges(m.html);
      }),
    ),
  );
  const longest = posts.reduce((a, b) => (b.words > a.words ? b : a));
  const longestMs = median(
    Array.from({ length: ROUNDS }, () => timeMs(() => diffHtml(longest.html, longest.after))),
  );

  const fieldsOf = (p: (typeof posts)[number]) => ({
    title: p.title,
    topic: null,
    description: null,
    keywords: [],
    tone: null,
    audience: null,
    content: p.html,
    metaDescription: null,
  });
  const snapshots = posts.map((p) => compressSnapshot(fieldsOf(p)));
  const raw = snapshots.reduce((sum, s) => sum + s.bytes, 0);
  const stored = snapshots.reduce((sum, s) => sum + s.data.length, 0);
  const compressMs = median(
    Array.from({ length: ROUNDS }, () =>
      timeMs(() => {
        for (const p of posts) compressSnapshot(fieldsOf(p));
      }),
    ),
  );
  return [
    {
      measure: `corpus: ${posts.length} texts, ${words} words, ${changes} tracked changes`,
      value: `${diffMs.toFixed(1)} ms`,
    },
    {
      measure: "word-level diff per 1,000 words (median)",
      value: `${((diffMs / words) * 1000).toFixed(2)} ms`,
    },
    {
      measure: `longest text (${longest.words} words), one diff`,
      value: `${longestMs.toFixed(2)} ms`,
    },
    { measure: "accept every change, whole corpus", value: `${acceptMs.toFixed(1)} ms` },
    {
      measure: "version snapshot: stored bytes / uncompressed bytes (brotli)",
      value: `${stored} / ${raw} (${(raw / stored).toFixed(1)}x smaller)`,
    },
    {
      measure: "version snapshot: compress time per text (median)",
      value: `${(compressMs / posts.length).toFixed(2)} ms`,
    },
  ];
}
