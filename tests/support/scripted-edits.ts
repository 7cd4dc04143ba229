// The scripted model's AI edits (issue 28; server/edits/prompts.ts), kept apart from
// scripted-openai.ts. It knows an edit prompt by its "Edit action:" line and answers only from the
// fenced data, deterministically:
//   selection actions  a visible word-level change of the SELECTION (rewrite swaps words, shorten
//                      drops a clause, expand adds a sentence, simplify/grammar/tone/translate/
//                      custom change or add words)
//   piece actions      an introduction with the first keyword, a conclusion, an FAQ (h2 + h3
//                      questions + answers), a meta description of the language's good length
//   fix                an answer that makes the check pass in the analyser (it is measured here
//                      with domain/analysis itself)
//   voice              "Match my voice" (issue 29): the selection, or each block asked for, opened
//                      with VOICE_EDIT_OPENING, so a test sees the voice's edit
// A test plants a raw answer with `planted`; the scenario "hostile-edit" (or the server's
// `hostile` strings) adds script tags, event handlers and javascript: links to the answer.
import { flaggedSentences, metaLengthOf } from "@domain/analysis";
import { readPassages } from "./scripted-evidence";
import { plainSentence } from "./scripted-machine";

export type EditScenario = "hostile-edit";

/** How the scripted "Match my voice" opens what it rewrites (recognisable in a test). */
export const VOICE_EDIT_OPENING = "In my own words, ";

export const HOSTILE_EDIT = [
  '<script>alert("edit")</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(2)" onclick="alert(3)">click</a>',
  '<p onmouseover="alert(4)" style="color:red">styled</p>',
];

export type EditOptions = {
  scenario: string;
  /** A raw answer to give instead (every edit prompt gets it as it is while set). */
  plantedEdit: string | null;
  hostile: string[] | null;
};

const fenceOf = (prompt: string, name: string) =>
  new RegExp(`<<<${name}\\n([\\s\\S]*?)\\n${name}>>>`).exec(prompt)?.[1] ?? "";
const MARKER = /^<<<BLOCK (\d+)>>>$/gm;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const low = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“])/u)
    .map((s) => s.trim())
    .filter(Boolean);
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** Each text run of the HTML (between tags) through `change`. */
const mapText = (html: string, change: (text: string, i: number) => string) => {
  let i = 0;
  return html.replace(/(^|>)([^<]+)(?=<|$)/g, (_, open: string, text: string) =>
    text.trim() ? `${open}${change(text, i++)}` : `${open}${text}`,
  );
};

/** A block's sentences through `change`, each element's text rewritten as a whole. */
function mapSentences(html: string, change: (sentence: string, i: number) => string): string {
  let n = 0;
  const rewrite = (inner: string) =>
    escapeHtml(
      sentencesOf(plain(inner))
        .map((s) => change(s, n++))
        .join(" "),
    );
  if (/^\s*<(ul|ol)\b/i.test(html))
    return html.replace(
      /<li\b[^>]*>([\s\S]*?)<\/li>/gi,
      (_, inner: string) => `<li>${rewrite(inner)}</li>`,
    );
  const tag = /^\s*<(p|div|h[1-6]|blockquote)\b/i.exec(html)?.[1] ?? "p";
  return `<${tag}>${rewrite(html)}</${tag}>`;
}

const SWAPS: Record<string, string> = {
  use: "apply",
  help: "assist",
  make: "create",
  big: "large",
  fast: "quick",
  good: "solid",
  important: "key",
  start: "begin",
  show: "reveal",
  get: "obtain",
  many: "numerous",
  utilize: "use",
  approximately: "about",
  purchase: "buy",
  demonstrate: "show",
  teh: "the",
  recieve: "receive",
  dont: "don't",
  alot: "a lot",
  definately: "definitely",
};
const swapWords = (text: string, keys: string[]) =>
  text.replace(/\p{L}+/gu, (w) => {
    const to = keys.includes(w.toLowerCase()) ? SWAPS[w.toLowerCase()] : undefined;
    return to ? (w[0] === w[0]?.toUpperCase() ? cap(to) : to) : w;
  });
const prefix = (html: string, words: string) =>
  mapText(html, (text, i) =>
    i === 0 ? text.replace(/^(\s*)(\S)/, (_, s, c) => `${s}${words}${low(c)}`) : text,
  );

/** Drops a clause: from the first comma to the sentence's end, else the last third of words. */
function shorten(html: string): string {
  const dropped = mapText(html, (text) => text.replace(/,[^,.!?]*(?=[.!?]|\s*$)/, ""));
  if (dropped !== html) return dropped;
  return mapText(html, (text, i) => {
    if (i > 0) return text;
    const words = text.trim().split(/\s+/);
    return `${words.slice(0, Math.max(1, Math.ceil((words.length * 2) / 3))).join(" ")}.`;
  });
}

const TONE_WORDS: Record<string, string> = {
  professional: "In short, ",
  casual: "Honestly, ",
  friendly: "Happily, ",
  formal: "Accordingly, ",
};
const LANGUAGE_WORDS: Record<string, string> = {
  es: "En resumen: ",
  fr: "En bref : ",
  de: "Kurz gesagt: ",
  pt: "Em resumo: ",
  hi: "संक्षेप में: ",
  zh: "简而言之：",
  ja: "要するに：",
  ar: "باختصار: ",
  en: "In short: ",
};

function selectionAnswer(action: string, prompt: string): string {
  const html = fenceOf(prompt, "SELECTION");
  const change = (next: string, fallback: string) =>
    next !== html ? next : prefix(html, fallback);
  switch (action) {
    case "rewrite":
      return change(
        mapText(html, (t) =>
          swapWords(t, [
            "use",
            "help",
            "make",
            "big",
            "fast",
            "good",
            "important",
            "start",
            "show",
            "get",
            "many",
          ]),
        ),
        "Put simply, ",
      );
    case "shorten":
      return shorten(html);
    case "expand":
      return html.replace(
        /((?:<\/[a-z0-9]+>\s*)*)$/i,
        " This matters because it saves time and effort.$1",
      );
    case "simplify":
      return change(
        mapText(html, (t) => swapWords(t, ["utilize", "approximately", "purchase", "demonstrate"])),
        "Simply put, ",
      );
    case "grammar":
      return change(
        mapText(html, (t) => swapWords(t, ["teh", "recieve", "dont", "alot", "definately"])),
        "Indeed, ",
      );
    case "tone":
      return prefix(html, TONE_WORDS[fenceOf(prompt, "TONE").trim()] ?? "Frankly, ");
    case "voice":
      return prefix(html, VOICE_EDIT_OPENING);
    case "translate": {
      const code = /\((\w+)\)\s*$/.exec(fenceOf(prompt, "TARGET_LANGUAGE"))?.[1] ?? "en";
      return prefix(html, LANGUAGE_WORDS[code] ?? `[${code}] `);
    }
    default: {
      const asked = fenceOf(prompt, "INSTRUCTION");
      return /short|concise|trim/i.test(asked) ? shorten(html) : prefix(html, "As requested, ");
    }
  }
}

const keywordOf = (prompt: string) =>
  fenceOf(prompt, "KEYWORDS").split("\n")[0]?.trim() ||
  fenceOf(prompt, "TITLE").trim() ||
  "this topic";

export function faqHtml(keyword: string): string {
  return [
    "<h2>FAQ</h2>",
    `<h3>What is ${keyword}?</h3>`,
    `<p>${cap(keyword)} is the subject of this piece, explained step by step.</p>`,
    `<h3>How do you start with ${keyword}?</h3>`,
    "<p>Start small, follow the steps above and check the results each week.</p>",
    `<h3>Why does ${keyword} matter?</h3>`,
    "<p>It saves time, avoids common mistakes and gives better results.</p>",
  ].join("\n");
}

/** A meta description of the language's good length (domain/analysis metaLengthOf) with the keyword. */
export function metaText(keyword: string, language: string): string {
  const { min, max } = metaLengthOf(language);
  const target = Math.round((min + max) / 2);
  let text = `${cap(keyword)}: a practical guide that explains what it is, why it matters and how to start`;
  const filler = " with clear steps, tips and examples";
  while ([...text].length < target - filler.length) text += filler;
  text = `${text}.`;
  while ([...text].length < min) text = `${text.slice(0, -1)} today.`;
  return [...text].slice(0, max).join("");
}

const TRANSITIONS = ["Also, ", "In addition, ", "For example, ", "Moreover, ", "Therefore, "];
const HEDGE = "Some say this may hold, but it still needs a source.";

/** A passive sentence made active (checked with the analyser; a plain active one otherwise). */
function activeOf(sentence: string): string {
  const words = sentence.replace(/[.!?]+$/, "").split(/\s+/);
  const aux = words.findIndex((w) => /^(am|is|are|was|were|be|been|being|gets?|got)$/i.test(w));
  const by = words.findIndex((w, i) => i > aux && w.toLowerCase() === "by");
  const subject = low(words.slice(0, Math.max(aux, 0)).join(" ")) || "this step";
  const agent = by > 0 ? words.slice(by + 1).join(" ") : "we";
  const active = `${cap(agent)} handled ${subject}.`;
  return flaggedSentences(active, "en")[0]?.passive ? "We handled this step." : active;
}

/** Splits a long sentence into sentences of at most 12 words. */
function splitLong(sentence: string): string {
  const words = sentence.replace(/[.!?]+$/, "").split(/\s+/);
  if (words.length <= 20) return sentence;
  const parts: string[] = [];
  for (let i = 0; i < words.length; i += 12)
    parts.push(
      `${cap(
        words
          .slice(i, i + 12)
          .join(" ")
          .replace(/[,;:]+$/, ""),
      )}.`,
    );
  return parts.join(" ");
}

/** A supported rewrite of a claim from the passages (a sentence with figures), else a hedge. */
function supportedOf(claim: string, prompt: string): string {
  const words = new Set(claim.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  const best = readPassages(prompt)
    .flatMap((p) => sentencesOf(p.text))
    .filter((s) => /\d/.test(s))
    .map((s) => ({
      s,
      score: (s.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => words.has(w)).length,
    }))
    .sort((a, b) => b.score - a.score)[0];
  return best ? best.s : HEDGE;
}

function fixBlock(check: string, html: string, prompt: string, claims: string[]): string {
  switch (check) {
    case "sentence-length":
      return mapSentences(html, splitLong);
    case "passive-voice":
      return mapSentences(html, (s) => (flaggedSentences(s, "en")[0]?.passive ? activeOf(s) : s));
    case "machine-phrasing":
      return mapSentences(html, (s, i) => plainSentence(s, i));
    case "transition-words":
      return mapSentences(html, (s, i) =>
        flaggedSentences(s, "en")[0]?.transition
          ? s
          : `${TRANSITIONS[i % TRANSITIONS.length]}${low(s)}`,
      );
    default:
      return mapSentences(html, (s) =>
        claims.some((c) => plain(c) === s || s.includes(plain(c))) ? supportedOf(s, prompt) : s,
      );
  }
}

function rangeAnswer(action: string, check: string, prompt: string): string {
  const keyword = keywordOf(prompt);
  if (action === "faq" || check === "faq-block") return faqHtml(keyword);
  if (action === "conclusion")
    return `<h2>Conclusion</h2>\n<p>In short, ${keyword} rewards a steady plan: start small, measure and adjust.</p>`;
  const blocks = fenceOf(prompt, "BLOCKS");
  if (check === "keyword-in-introduction") {
    const opening = `${cap(keyword)} is the subject of this piece. `;
    return /<p>/.test(blocks)
      ? blocks.replace(/<p>/, `<p>${opening}`)
      : `<p>${opening}</p>\n${blocks}`;
  }
  return `<p>This piece explains ${keyword} in plain terms. It covers what ${keyword} means, why it matters and how to use it well, step by step, with practical examples you can apply today.</p>`;
}

/** The answer to an AI-edit prompt, or null when the prompt is not one. */
export function editAnswerFor(system: string, prompt: string, options: EditOptions): string | null {
  const asked = /^Edit action: (\w+)(?: \(check: ([\w-]+)\))?$/m.exec(prompt);
  if (!asked) return null;
  if (options.plantedEdit !== null) return options.plantedEdit;
  const [, action = "", check = ""] = asked;
  const language = /^Piece language: .*\((\w+)\)$/m.exec(prompt)?.[1] ?? "en";
  let answer: string;
  if (fenceOf(prompt, "SELECTION")) answer = selectionAnswer(action, prompt);
  else if (action === "meta" || check === "meta-description-length")
    answer = metaText(keywordOf(prompt), language);
  else if (/<<<BLOCK \d+>>>/.test(prompt) && /marker on a line of its own/.test(system)) {
    const inner = fenceOf(prompt, "BLOCKS");
    const marks = [...inner.matchAll(MARKER)];
    const claims = [...fenceOf(prompt, "CLAIMS").matchAll(/^- \(\w+\) (.*)$/gm)].map(
      (m) => m[1] ?? "",
    );
    answer = marks
      .map((mark, i) => {
        const html = inner.slice((mark.index ?? 0) + mark[0].length, marks[i + 1]?.index).trim();
        const block =
          action === "voice"
            ? mapSentences(html, (s, i) => (i === 0 ? `${VOICE_EDIT_OPENING}${low(s)}` : s))
            : fixBlock(check, html, prompt, claims);
        return `${mark[0]}\n${block}`;
      })
      .join("\n");
  } else answer = rangeAnswer(action, check, prompt);
  const hostile = [
    ...(options.scenario === "hostile-edit" ? HOSTILE_EDIT : []),
    ...(options.hostile ?? []),
  ];
  return hostile.length ? `${answer}\n${hostile.join("\n")}` : answer;
}
