/**
 * From the model's references (`[P3]`, labels of the passages one call was given) to the stored
 * citation markup (EVIDENCE.md "How a citation looks in stored HTML"): sources numbered by first
 * citation across the piece, `<a class="cite">` for a web source and `<span class="cite">`
 * otherwise, and a Sources list in the piece's language. A reference to a label the call was not
 * given is removed and its sentence flagged `invented`; one whose passage shares none of the
 * sentence's key words is removed and flagged `unsupported`: neither is ever shown as a citation.
 */
import { type CitedSource, REFERENCE_MARKER, type ReferenceFlag } from "@domain/evidence";
import { escapeHtml } from "@domain/html/escape";
import { LINK_REL } from "@domain/html/sanitize";
import { htmlToPlainText } from "@domain/text";
import type { SourcedPassage } from "./passages";

/** A sentence whose reference was removed, and why (the fact check lists it as a claim). */
export type FlaggedSentence = { sentence: string; flag: ReferenceFlag };

export type ResolvedReferences = {
  html: string;
  /** Every source cited so far in the piece (those given, then any this text added). */
  cited: CitedSource[];
  flags: FlaggedSentence[];
};

// ---------------------------------------------------------------------------------------------
// Key words

/** Frequent words of four letters or more that say nothing about a claim. */
const STOP_WORDS = new Set(
  (
    "about above after again also another because been before being below between both cannot could does doing down during each even every from further have having here into just more most much must only other over same should some such than that their them then there these they this those through under until very were what when where which while will with within would your " +
    "para como pero sobre entre desde hasta cuando porque esta este estos estas también donde " +
    "pour dans avec sans sont mais elle elles leur leurs cette comme être avoir aussi plus " +
    "oder aber nicht eine einen einem einer sind wird werden auch noch nach über unter durch wenn " +
    "mais para como pelo pela esta este isso isto também onde quando porque"
  ).split(" "),
);
const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const DIGIT = /\p{N}/u;

/**
 * The words of a text that carry its content, lower-cased, each once: numbers, words of four
 * letters or more that are not stop words, and for scripts written without spaces (Chinese,
 * Japanese) each pair of characters.
 */
export function keyWords(text: string): string[] {
  const words = new Set<string>();
  for (const [word] of text
    .normalize("NFKC")
    .toLowerCase()
    .matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    if (NO_SPACES.test(word)) {
      const chars = [...word];
      if (chars.length === 1) words.add(word);
      for (let i = 0; i + 1 < chars.length; i++) words.add(`${chars[i]}${chars[i + 1]}`);
    } else if (DIGIT.test(word) || ([...word].length >= 4 && !STOP_WORDS.has(word))) {
      words.add(word);
    }
  }
  return [...words];
}

/** Same word, or the same stem: a shared start of five letters (or all of the shorter word). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (DIGIT.test(a) || DIGIT.test(b) || NO_SPACES.test(a)) return false;
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= Math.min(5, shorter);
}

/** Whether a passage holds at least one of the sentence's key words (true when it has none). */
export function sharesKeyWords(sentence: string, passage: string): boolean {
  const wanted = keyWords(sentence);
  if (wanted.length === 0) return true;
  const held = keyWords(passage);
  return wanted.some((word) => held.some((other) => sameWord(word, other)));
}

// ---------------------------------------------------------------------------------------------
// References

/** Tags that end a run of text (a sentence never runs across them). */
const BLOCK_TAG =
  /^<\/?(p|li|h[1-6]|td|th|tr|table|thead|tbody|blockquote|pre|ul|ol|br|div|dt|dd|section)\b/i;
/** A sentence's end: its punctuation (and closing quotes), then a space or the end. */
const SENTENCE_END = /[.!?…]+["'”’»)]*(?=\s|$)|[。！？]+/g;

const isWeb = (source: Pick<CitedSource, "kind" | "address">) =>
  source.kind === "url" && !!source.address && /^https?:\/\//i.test(source.address);

/** The reference markup of one source number. */
export function citeMarkup(source: Pick<CitedSource, "n" | "kind" | "address">): string {
  return isWeb(source)
    ? `<a class="cite" href="${escapeHtml(source.address ?? "")}" target="_blank" rel="${LINK_REL}">[${source.n}]</a>`
    : `<span class="cite">[${source.n}]</span>`;
}

type Marker = { token: number; start: number; end: number; at: number; labels: string[] };
type Edit = { start: number; end: number; text: string };

/** The labels of one marker, "[P3, P5]" -> ["P3", "P5"]. */
function labelsOf(inner: string): string[] {
  return inner
    .split(/[,;]/)
    .map((label) => label.trim().toUpperCase())
    .filter(Boolean);
}

/**
 * Resolves the references in one call's HTML against the labels that call was given, numbering
 * sources after those already `cited` in the piece. Returns the HTML with markup in place of
 * markers (the space before a marker is dropped: `12% [P3].` becomes `12%<a…>[1]</a>.`), the
 * cited sources (a new list; the given one is left as it is) and the sentences flagged.
 */
export function resolveReferences(
  html: string,
  labels: ReadonlyMap<string, SourcedPassage>,
  cited: readonly CitedSource[] = [],
): ResolvedReferences {
  const book: CitedSource[] = cited.map((c) => ({ ...c, passages: [...c.passages] }));
  const flags: FlaggedSentence[] = [];
  const tokens = html.split(/(<[^>]*>)/);
  const edits = new Map<number, Edit[]>();

  const numberOf = (passage: SourcedPassage): CitedSource => {
    let entry = book.find((c) => c.sourceId === passage.sourceId);
    if (!entry) {
      const { source } = passage;
      entry = {
        n: book.length + 1,
        sourceId: passage.sourceId,
        kind: source.kind,
        title: source.title,
        site: source.site,
        address: source.address,
        passages: [],
      };
      book.push(entry);
    }
    if (!entry.passages.some((p) => p.id === passage.id))
      entry.passages.push({ id: passage.id, text: passage.text });
    return entry;
  };
  const flag = (sentence: string, why: ReferenceFlag) => {
    if (!flags.some((f) => f.sentence === sentence && f.flag === why))
      flags.push({ sentence, flag: why });
  };

  const resolveBlock = (indices: number[]) => {
    let plain = "";
    const markers: Marker[] = [];
    for (const index of indices) {
      const text = tokens[index] ?? "";
      for (const match of text.matchAll(new RegExp(REFERENCE_MARKER.source, "g"))) {
        const at = match.index;
        // The space before the marker goes with it.
        const start = at - (/\s*$/.exec(text.slice(0, at))?.[0].length ?? 0);
        const end = at + match[0].length;
        markers.push({
          token: index,
          start,
          end,
          at: plain.length + at,
          labels: labelsOf(match[1] ?? ""),
        });
      }
      plain += text;
    }
    if (markers.length === 0) return;
    const ends = [...plain.matchAll(SENTENCE_END)].map((m) => m.index + m[0].length);
    const spans: [number, number][] = [];
    let from = 0;
    for (const end of [...ends, plain.length]) {
      if (end > from) spans.push([from, end]);
      from = end;
    }
    const withoutMarkers = (text: string) =>
      text.replace(new RegExp(`\\s*${REFERENCE_MARKER.source}`, "g"), "");
    const spanOf = (at: number) => {
      let index = spans.findIndex(([s, e]) => at >= s && at < e);
      if (index < 0) index = spans.length - 1;
      const [s] = spans[index] ?? [0, 0];
      // A marker right after a sentence's end ("… grew. [P3]") cites that sentence.
      if (index > 0 && withoutMarkers(plain.slice(s, at)).trim() === "") index--;
      return spans[index] ?? [0, plain.length];
    };
    for (const marker of markers) {
      const [s, e] = spanOf(marker.at);
      const sentence = htmlToPlainText(withoutMarkers(plain.slice(s, e)));
      const numbers: CitedSource[] = [];
      for (const label of marker.labels) {
        const passage = labels.get(label);
        if (!passage) flag(sentence, "invented");
        else if (!sharesKeyWords(sentence, passage.text)) flag(sentence, "unsupported");
        else {
          const entry = numberOf(passage);
          if (!numbers.includes(entry)) numbers.push(entry);
        }
      }
      const text = numbers
        .sort((a, b) => a.n - b.n)
        .map(citeMarkup)
        .join("");
      const list = edits.get(marker.token) ?? [];
      list.push({ start: marker.start, end: marker.end, text });
      edits.set(marker.token, list);
    }
  };

  let block: number[] = [];
  tokens.forEach((token, index) => {
    if (index % 2 === 1) {
      if (BLOCK_TAG.test(token)) {
        resolveBlock(block);
        block = [];
      }
    } else if (token) block.push(index);
  });
  resolveBlock(block);

  for (const [index, list] of edits) {
    let text = tokens[index] ?? "";
    for (const edit of [...list].sort((a, b) => b.start - a.start))
      text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
    tokens[index] = text;
  }
  // A marker inside what reads as a tag (a broken `<a href="…` the model wrote) is never resolved:
  // it goes, so no model label is ever shown.
  const out = tokens.join("").replace(new RegExp(`\\s*${REFERENCE_MARKER.source}`, "g"), "");
  return { html: out, cited: book, flags };
}

// ---------------------------------------------------------------------------------------------
// The Sources list

const SOURCES_HEADINGS: Record<string, string> = {
  en: "Sources",
  es: "Fuentes",
  fr: "Sources",
  de: "Quellen",
  hi: "स्रोत",
  zh: "来源",
  ar: "المصادر",
  ja: "出典",
  pt: "Fontes",
};

/** The Sources list's heading in the piece's language. */
export function sourcesHeading(language: string): string {
  return SOURCES_HEADINGS[language] ?? "Sources";
}

function sourceEntry(source: CitedSource): string {
  const title = escapeHtml(source.title.replace(/\s+/g, " ").trim());
  if (isWeb(source)) {
    const site = source.site ? ` (${escapeHtml(source.site)})` : "";
    return `<a href="${escapeHtml(source.address ?? "")}" target="_blank" rel="${LINK_REL}">${title}</a>${site}`;
  }
  return source.kind === "file" && source.address
    ? `${title} (${escapeHtml(source.address)})`
    : title;
}

/** The piece's Sources list (heading and numbered list), or "" when nothing is cited. */
export function sourcesList(cited: readonly CitedSource[], language: string): string {
  if (cited.length === 0) return "";
  const items = [...cited]
    .sort((a, b) => a.n - b.n)
    .map((source) => `<li>${sourceEntry(source)}</li>`)
    .join("");
  return `<h2>${escapeHtml(sourcesHeading(language))}</h2>\n<ol class="sources">${items}</ol>`;
}
