import { describe, expect, it } from "vitest";
import {
  MACHINE_GOOD_MAX,
  MACHINE_OK_MAX,
  machineFindings,
  machinePhrasingCheck,
  machineWritten,
} from "./machine-written";
import type { AnalysisLanguage } from "./report";
import { parseContent } from "./text-parts";

/** Texts written for these tests in the manner of a language model, each pattern planted. */
const PLANTED: [AnalysisLanguage, string, string[]][] = [
  [
    "en",
    `<p>In today's fast-paced world, content is not just text, but a tapestry of ideas. Let's delve into the realm of writing. It's not about speed; it's about clarity.</p>
     <p>Writers leverage tools to elevate their craft. Good posts are clear, concise, and engaging. Great teams are bold, curious, and kind. The best tools are fast, simple, and reliable.</p>
     <p>In conclusion, the possibilities are endless.</p>`,
    ["inflated-words", "stock-phrases", "not-just-but", "rule-of-three"],
  ],
  [
    "es",
    `<p>En el mundo actual, el contenido no es solo texto, sino un tapiz de ideas. Sumérgete en este apasionante viaje. En conclusión, la escritura juega un papel crucial.</p>`,
    ["inflated-words", "stock-phrases", "not-just-but"],
  ],
  [
    "fr",
    `<p>Dans le monde actuel, le contenu est non seulement du texte, mais aussi une tapisserie d'idées. Plongeons dans cet univers fascinant. En conclusion, l'écriture joue un rôle crucial.</p>`,
    ["inflated-words", "stock-phrases", "not-just-but"],
  ],
  [
    "de",
    `<p>In der heutigen schnelllebigen Welt ist Inhalt nicht nur Text, sondern auch ein Zeugnis für Ideen. Lassen Sie uns eintauchen. Zusammenfassend spielt das Schreiben eine entscheidende Rolle.</p>`,
    ["inflated-words", "stock-phrases", "not-just-but"],
  ],
  [
    "pt",
    `<p>No mundo atual, o conteúdo não é só texto, mas também uma tapeçaria de ideias. Vamos mergulhar nesta jornada fascinante. Em conclusão, a escrita desempenha um papel crucial.</p>`,
    ["inflated-words", "stock-phrases", "not-just-but"],
  ],
  [
    "zh",
    `<p>在当今快节奏的世界里，内容不仅是文字，更是思想的画卷。让我们深入探讨写作的奥秘。总之，写作至关重要。</p>`,
    ["inflated-words", "stock-phrases", "not-just-but"],
  ],
  [
    "ja",
    `<p>この記事では、文章の奥深さを深く掘り下げます。文章は単なる言葉ではなく、思いを織りなすものです。結論として、書くことは極めて重要です。</p>`,
    ["inflated-words", "stock-phrases", "not-just-but"],
  ],
  [
    "ar",
    `<p>في عالم اليوم، المحتوى ليس فقط نصًا، بل نسيج من الأفكار. دعونا نتعمق في هذا العالم. في الختام، تلعب الكتابة دورًا محوريًا.</p>`,
    ["inflated-words", "stock-phrases", "not-just-but"],
  ],
  [
    "hi",
    `<p>इस लेख में हम लेखन को गहराई से समझेंगे। लेखन न केवल शब्द है, बल्कि विचारों का ताना-बाना है। निष्कर्ष में, लेखन की महत्वपूर्ण भूमिका है।</p>`,
    ["inflated-words", "stock-phrases", "not-just-but"],
  ],
];

/** Ordinary prose written for these tests: plain statements, no planted patterns. */
const PLAIN: [AnalysisLanguage, string][] = [
  [
    "en",
    "<p>We moved the compost bin to the back of the garden last spring. It needs turning once a week. Kitchen scraps go in the left side, leaves in the right. By autumn the bottom layer was dark and crumbly, and we spread it on the beds.</p>",
  ],
  [
    "es",
    "<p>La primavera pasada llevamos el compostador al fondo del jardín. Hay que removerlo una vez por semana. Los restos de cocina van a la izquierda y las hojas a la derecha. En otoño la capa de abajo estaba oscura y la echamos en los bancales.</p>",
  ],
  [
    "fr",
    "<p>Le printemps dernier, nous avons déplacé le composteur au fond du jardin. Il faut le retourner une fois par semaine. Les épluchures vont à gauche, les feuilles à droite. À l'automne, la couche du bas était sombre et nous l'avons étalée sur les plates-bandes.</p>",
  ],
  [
    "de",
    "<p>Im letzten Frühjahr haben wir den Komposter nach hinten in den Garten gestellt. Er muss einmal pro Woche umgesetzt werden. Küchenabfälle kommen nach links, Laub nach rechts. Im Herbst war die unterste Schicht dunkel, und wir haben sie auf die Beete verteilt.</p>",
  ],
  [
    "zh",
    "<p>去年春天，我们把堆肥箱搬到了花园后面。它每周需要翻一次。厨房垃圾放在左边，落叶放在右边。到了秋天，底层已经变黑，我们把它撒在了菜地里。</p>",
  ],
  [
    "ja",
    "<p>去年の春、コンポストを庭の奥に移しました。週に一度かき混ぜる必要があります。生ごみは左に、落ち葉は右に入れます。秋には底の層が黒くなり、畑にまきました。</p>",
  ],
];

function rateOf(html: string, language: AnalysisLanguage) {
  const parsed = parseContent(html, language);
  const findings = machineFindings(parsed, language);
  return { findings, check: machinePhrasingCheck(findings, parsed.words) };
}

describe("machineWritten", () => {
  it.each(PLANTED)(
    "flags the planted patterns in %s and rates the text a problem",
    (language, html, patterns) => {
      const found = machineWritten(html, language);
      const flagged = new Set(found.sentences.flatMap((s) => s.patterns));
      for (const p of patterns) expect(flagged, p).toContain(p);
      expect(found.per1000).toBeGreaterThan(MACHINE_OK_MAX);
      expect(rateOf(html, language).check?.status).toBe("problem");
      // Every phrase is a piece of its sentence, so screens can mark it in the text.
      for (const s of found.sentences)
        for (const phrase of s.phrases) expect(s.text).toContain(phrase);
    },
  );

  it.each(PLAIN)("leaves ordinary %s prose under the threshold", (language, html) => {
    const { findings, check } = rateOf(html, language);
    expect(findings.per1000).toBeLessThanOrEqual(MACHINE_GOOD_MAX);
    expect(check?.status).toBe("good");
  });

  it("names the phrases it matched, as written", () => {
    const found = machineWritten(
      "<p>Ultimately, we Delve into it.</p><p>Plain words here.</p>",
      "en",
    );
    expect(found.sentences).toEqual([
      {
        text: "Ultimately, we Delve into it.",
        patterns: ["inflated-words", "stock-phrases"],
        phrases: ["Ultimately", "Delve"],
      },
    ]);
  });

  it("counts lists of three and dashes only when repeated", () => {
    const once = "<p>The tool is fast, simple, and reliable. It works — mostly.</p>";
    expect(machineWritten(once, "en").sentences).toEqual([]);
    const dashes = "<p>It works — mostly. It ships — soon. It sells — well.</p>";
    const found = machineWritten(dashes, "en");
    expect(found.sentences).toHaveLength(3);
    expect(found.sentences[0]?.patterns).toEqual(["em-dashes"]);
    expect(found.sentences[0]?.phrases).toEqual(["—"]);
  });

  it("flags a paragraph whose sentences are all the same length", () => {
    const same =
      "<p>The cat sat on the mat. The dog lay by the door. The bird sang in the tree. The fish swam in the bowl. The cow stood in the field.</p>";
    const found = machineWritten(same, "en");
    expect(found.sentences).toHaveLength(5);
    expect(found.sentences.every((s) => s.patterns.includes("uniform-length"))).toBe(true);
    const varied =
      "<p>The cat sat. The dog lay by the door all afternoon, waiting. Birds sang. The fish swam slowly round and round in its small glass bowl. Cows.</p>";
    expect(machineWritten(varied, "en").sentences).toEqual([]);
  });

  it("matches Arabic with or without short vowel marks", () => {
    const found = machineWritten("<p>يلعب دورًا محوريًا في حياتنا.</p>", "ar");
    expect(found.sentences[0]?.phrases).toEqual(["يلعب دورًا محوريًا"]);
  });

  it("has no check and no rate for a text without words", () => {
    expect(rateOf("", "en").check).toBeNull();
    expect(machineWritten("", "en")).toEqual({ per1000: 0, sentences: [] });
  });
});
