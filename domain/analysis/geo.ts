/**
 * What the GEO study (Aggarwal et al., "GEO: Generative Engine Optimization", arXiv 2311.09735)
 * found raises a page's visibility in AI answers by 30-40%: citing sources, adding quotations and
 * adding statistics (keyword stuffing lowered it). These checks count the three in the text.
 * Citations are the piece's reference markers (`.cite`) and its links to other sites outside the
 * Sources list; quotations are blockquotes and quoted sentences; statistics are figures that read
 * as statistics (./ai-search.ts STATISTIC). Each is good when present and ok (advice) otherwise.
 */
import { CITE_MARKER, SOURCES_LIST } from "../evidence-claims";
import { type Check, check } from "./report";
import type { ParsedContent } from "./text-parts";

/** About one citation per this many words is "cites its sources" (at least one, at most 3 asked). */
export const WORDS_PER_CITATION = 300;
const CITATIONS_ASKED_MAX = 3;
/** Words in quotation marks that count as a quotation (a quoted term is not). */
const QUOTED_MIN_WORDS = 4;

const OUTBOUND_LINK =
  /<a\b(?![^>]*\bclass\s*=\s*["'][^"']*\bcite\b)[^>]*\bhref\s*=\s*["']?https?:\/\//gi;
const QUOTED = /"([^"]+)"|“([^”]+)”|«([^»]+)»|„([^“”]+)[“”]|「([^」]+)」|『([^』]+)』/gu;

export function countCitations(html: string): number {
  const body = html.replace(SOURCES_LIST, " ");
  const markers = body.match(CITE_MARKER)?.length ?? 0;
  const links = body.replace(CITE_MARKER, " ").match(OUTBOUND_LINK)?.length ?? 0;
  return markers + links;
}

export function countQuotations(parsed: ParsedContent): number {
  const blockquotes = parsed.blocks.filter((b) => b.kind === "quote").length;
  let quoted = 0;
  for (const block of parsed.blocks) {
    if (block.kind === "quote" || block.kind === "code" || block.kind === "heading") continue;
    for (const match of block.text.matchAll(QUOTED)) {
      const inner = match.slice(1).find((group) => group !== undefined) ?? "";
      const words = inner.trim().split(/\s+/).length;
      // Chinese and Japanese quotations have no spaces: count them by length.
      if (
        words >= QUOTED_MIN_WORDS ||
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{8,}/u.test(inner)
      )
        quoted++;
    }
  }
  return blockquotes + quoted;
}

export function countStatistics(parsed: ParsedContent, statistic: RegExp): number {
  return parsed.sentences.filter((s) => statistic.test(s.text)).length;
}

export function geoChecks(
  html: string,
  parsed: ParsedContent,
  statistic: RegExp,
  longForm: boolean,
): Check[] {
  const citations = countCitations(html);
  const asked = Math.min(
    CITATIONS_ASKED_MAX,
    Math.max(1, Math.round(parsed.words / WORDS_PER_CITATION)),
  );
  const citationParams = { count: citations, asked, per: WORDS_PER_CITATION };
  const checks = [
    citations >= asked
      ? check("citations", "good", { key: "good", params: citationParams }, citations)
      : check(
          "citations",
          "ok",
          { key: citations === 0 ? "none" : "few", params: citationParams },
          citations,
        ),
  ];
  if (longForm) {
    const quotations = countQuotations(parsed);
    checks.push(
      quotations > 0
        ? check("quotations", "good", { key: "good", params: { count: quotations } }, quotations)
        : check("quotations", "ok", "ok", 0),
    );
  }
  const statistics = countStatistics(parsed, statistic);
  checks.push(
    statistics > 0
      ? check("statistics", "good", { key: "good", params: { count: statistics } }, statistics)
      : check("statistics", "ok", "ok", 0),
  );
  return checks;
}
