import fc from "fast-check";

// Real-looking posts (as blocks) and random edits of them, for the diff's property tests
// (domain/html/diff-property.test.ts and the editor's suggestions tests).

const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';
export const DOCUMENTS: string[][] = [
  [
    '<p class="lead">Remote work changed how <strong>small teams</strong> plan their week.</p>',
    "<h2>Why it matters</h2>",
    `<p>A 2024 survey found that 58% of teams <em>moved</em> meetings online<a class="cite" href="https://example.com/s" ${LINK}>[1]</a>.</p>`,
    "<ul><li><p>Fewer meetings, shorter ones.</p></li><li><p>Written updates instead of calls.</p></li><li><p>Clear owners for each task.</p></li></ul>",
    "<h2>How to start</h2>",
    "<ol><li>Pick one day without meetings.</li><li>Write the plan down.</li></ol>",
    "<blockquote><p>The best meeting is the one you did not need.</p></blockquote>",
    '<div class="faq"><h3 class="faq-question">Is it for everyone?</h3><p class="faq-answer">No, but most teams gain.</p></div>',
    "<table><tbody><tr><th><p>Plan</p></th><th><p>Price</p></th></tr><tr><td><p>Pro</p></td><td><p>$12</p></td></tr></tbody></table>",
    '<pre><code class="language-ts">const week = plan(team);\nrun(week);</code></pre>',
    '<p>Read <a href="/guides/async">our guide</a> next.<br>Or <u>ask us</u>.</p>',
  ],
  [
    "<h1>Guía de jardinería</h1>",
    "<p>El riego por la mañana evita hongos y ahorra agua.</p>",
    "<h2>Herramientas</h2>",
    "<ul><li>Una pala pequeña</li><li>Guantes <strong>resistentes</strong></li><li>Una regadera</li></ul>",
    "<p>Consejo: usa <code>compost</code> casero.</p>",
  ],
  [
    "<h2>はじめに</h2>",
    "<p>東京の春は桜がとても美しいです。多くの人が公園に集まります。</p>",
    "<p>我们今天去公园散步，天气很好。</p>",
    '<p>مرحبا بكم في <a href="https://example.org">دليلنا</a> الجديد.</p>',
  ],
];

const WORDS = ["new", "better", "quickly", "très", "東", "雨", "جديد", "2025", ",", "—"];
const EXTRA_BLOCKS = [
  "<p>An added paragraph with a few words.</p>",
  "<h3>Added heading</h3>",
  "<ul><li>added item one</li><li>added item two</li></ul>",
  '<p>With <a href="https://example.net/x">a new link</a> inside.</p>',
];

export type Edit =
  | {
      kind: "word";
      block: number;
      at: number;
      op: "replace" | "insert" | "delete" | "bold";
      word: number;
    }
  | { kind: "removeBlock"; block: number }
  | { kind: "addBlock"; block: number; extra: number }
  | { kind: "moveBlock"; block: number; to: number };

export const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant("word" as const),
    block: fc.nat(),
    at: fc.nat(),
    op: fc.constantFrom("replace" as const, "insert" as const, "delete" as const, "bold" as const),
    word: fc.nat(WORDS.length - 1),
  }),
  fc.record({ kind: fc.constant("removeBlock" as const), block: fc.nat() }),
  fc.record({
    kind: fc.constant("addBlock" as const),
    block: fc.nat(),
    extra: fc.nat(EXTRA_BLOCKS.length - 1),
  }),
  fc.record({ kind: fc.constant("moveBlock" as const), block: fc.nat(), to: fc.nat() }),
);

/** Edits one word of a block's text (outside its tags; never inside a code block). */
function editWord(html: string, edit: Extract<Edit, { kind: "word" }>): string {
  if (html.startsWith("<pre")) return html;
  const parts = html.split(/(<[^>]+>)/);
  const texts = parts
    .map((part, index) => ({ part, index }))
    .filter(({ part }) => part !== "" && !part.startsWith("<"));
  if (texts.length === 0) return html;
  const target = texts[edit.at % texts.length] as { part: string; index: number };
  const words = target.part.split(/(\s+)/);
  const spot = (edit.at * 7) % words.length;
  const word = WORDS[edit.word] as string;
  if (edit.op === "replace") words[spot] = word;
  else if (edit.op === "insert") words.splice(spot, 0, word, " ");
  else if (edit.op === "delete") words.splice(spot, 1);
  else words[spot] = `<strong>${words[spot]}</strong>`;
  parts[target.index] = words.join("");
  return parts.join("");
}

export function applyEdits(blocks: readonly string[], edits: readonly Edit[]): string[] {
  const out = [...blocks];
  for (const edit of edits) {
    const index = out.length === 0 ? 0 : edit.block % out.length;
    if (edit.kind === "word" && out.length > 0) out[index] = editWord(out[index] as string, edit);
    else if (edit.kind === "removeBlock") out.splice(index, 1);
    else if (edit.kind === "addBlock") out.splice(index, 0, EXTRA_BLOCKS[edit.extra] as string);
    else if (edit.kind === "moveBlock" && out.length > 0) {
      const [moved] = out.splice(index, 1);
      out.splice(edit.to % (out.length + 1), 0, moved as string);
    }
  }
  return out;
}
