// How the scripted OpenAI-compatible server (./scripted-openai.ts) writes with sources (issue 27,
// docs/decisions/0027-evidence.md "Prompt formats"): it reads the passages from the user
// message's `<<<SOURCES` fence, never from the system prompt, and cites as a careful model
// would: each paragraph's last sentence becomes a passage's own first sentence followed by that
// passage's label ("... 24 hours [P1]."), so every reference holds its sentence's words by
// construction, and the paragraph keeps about its length. With `invent` (ScriptedServer.invent)
// the first paragraph also cites a label never given (INVENTED_SENTENCE, [P99]). The research
// brief's answer is ./scripted-brief.ts's. A scenario besides those of scripted-openai.ts:
//   planted     one cited sentence states a changed number (a contradiction) and one paragraph
//               gains a number no source states, without a reference (PLANTED_UNSUPPORTED)

export type EvidenceScenario = "planted";

/** The sentence `invent` adds, citing a label never given (the writer removes and flags it). */
export const INVENTED_SENTENCE = "The method doubled sales in one year [P99].";

export type Passage = { label: string; title: string; text: string };

/** The unsupported number the `planted` scenario writes, for tests to find. */
export const PLANTED_UNSUPPORTED = "Exactly 83% of readers trust a page with 7 sources.";

/** The passages of a prompt's `<<<SOURCES` ... `SOURCES>>>` fence. */
export function readPassages(prompt: string): Passage[] {
  const fence = /<<<SOURCES\n?([\s\S]*?)SOURCES>>>/.exec(prompt)?.[1] ?? "";
  // "[P1] (source: title)" then the text, on the next line (or the same one).
  return [...fence.matchAll(/^\[(P\d+)\] \(source: (.*?)\)(?:\n| )(.*)$/gm)].map((m) => ({
    label: m[1] ?? "",
    title: m[2] ?? "",
    text: (m[3] ?? "").trim(),
  }));
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?。！？।؟])\s+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));

const END = /([.!?。！？।؟])$/;

/** A passage's first sentence with its label before the end mark, as a model cites. */
function cited(passage: Passage, label = passage.label, change = (s: string) => s): string {
  const sentence = change(sentencesOf(passage.text)[0] ?? passage.text);
  const end = END.exec(sentence)?.[1] ?? ".";
  return `${sentence.replace(END, "")} [${label}]${end}`;
}

/** A sentence's first number changed (12 -> 13): the same claim, contradicted by its source. */
const changedNumber = (sentence: string) => sentence.replace(/\d+/, (n) => String(Number(n) + 1));

/** Words as the product counts them, near enough: spaces, or characters / 2 without them. */
const size = (text: string) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)
    ? text.length / 2
    : text.split(/\s+/).filter(Boolean).length;

/** The written HTML with its paragraphs citing the passages in turn (see the file's head). */
export function citeText(
  html: string,
  passages: Passage[],
  scenario: string,
  invent = false,
): string {
  if (passages.length === 0) return html;
  let turn = 0;
  return html.replace(/<p>([\s\S]*?)<\/p>/g, (_, body: string) => {
    const passage = passages[turn % passages.length] as Passage;
    const first = turn === 0;
    const sentence = cited(
      passage,
      passage.label,
      scenario === "planted" && first ? changedNumber : undefined,
    );
    turn++;
    // The paragraph keeps about its length (the pipeline's length constraint): its own sentences
    // are kept from the start while that brings it nearer its length with the cited one.
    const planted = scenario === "planted" && turn === 2;
    const target = size(body) - (planted ? size(PLANTED_UNSUPPORTED) : 0);
    const kept: string[] = [];
    for (const own of sentencesOf(body)) {
      const now = Math.abs(size([...kept, sentence].join(" ")) - target);
      if (Math.abs(size([...kept, own, sentence].join(" ")) - target) >= now) break;
      kept.push(own);
    }
    if (planted) kept.push(PLANTED_UNSUPPORTED);
    if (invent && first) kept.push(INVENTED_SENTENCE);
    return `<p>${[...kept, sentence].join(" ")}</p>`;
  });
}
