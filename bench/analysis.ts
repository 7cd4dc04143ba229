// Analyser benchmark (issue 17): the analyser runs on every save, so its time per 1,000 words is
// what a writer waits for. Every text of the agreement corpus (real English documentation,
// 300-2,000 words) is analysed after a warm-up; the figures are the median and the fastest of
// several rounds (the fastest is the steadier one on a shared machine).
import fs from "node:fs";
import path from "node:path";
import { analyzeContent } from "@domain/analysis";
import { countWords } from "@domain/text";
import { sources } from "../tests/analysis-agreement/corpus/sources";

const ROUNDS = 15;
const corpus = path.resolve(import.meta.dirname, "../tests/analysis-agreement/corpus");

function roundMs(posts: ReturnType<typeof load>): number {
  const started = process.hrtime.bigint();
  for (const post of posts) analyzeContent(post.input);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

function load() {
  return sources.map((source) => {
    const html = fs.readFileSync(path.join(corpus, `${source.id}.html`), "utf8");
    return {
      words: countWords(html),
      input: {
        html,
        title: source.title,
        metaDescription: source.metaDescription,
        slug: source.slug,
        keywords: [source.keyphrase],
        contentType: "blog" as const,
        language: "en" as const,
      },
    };
  });
}

export async function benchAnalysis() {
  const posts = load();
  const words = posts.reduce((sum, p) => sum + p.words, 0);
  for (let i = 0; i < 3; i++) roundMs(posts);
  const rounds = Array.from({ length: ROUNDS }, () => roundMs(posts)).sort((a, b) => a - b);
  const median = rounds[Math.floor(ROUNDS / 2)] ?? 0;
  const fastest = rounds[0] ?? 0;
  const longest = posts.reduce((a, b) => (b.words > a.words ? b : a));
  const single = Array.from({ length: ROUNDS }, () => roundMs([longest])).sort((a, b) => a - b);
  return [
    { measure: `corpus: ${posts.length} texts, ${words} words`, value: `${median.toFixed(1)} ms` },
    {
      measure: "analyser time per 1,000 words (median)",
      value: `${((median / words) * 1000).toFixed(2)} ms`,
    },
    {
      measure: "analyser time per 1,000 words (fastest round)",
      value: `${((fastest / words) * 1000).toFixed(2)} ms`,
    },
    {
      measure: `longest text (${longest.words} words), one analysis`,
      value: `${(single[Math.floor(ROUNDS / 2)] ?? 0).toFixed(2)} ms`,
    },
  ];
}
