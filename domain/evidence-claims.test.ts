import { describe, expect, it } from "vitest";
import { claimKindsOf, factualSentences, MAX_CLAIMS, withoutCitations } from "./evidence-claims";

describe("claimKindsOf", () => {
  it.each([
    ["Sales grew 12% last quarter.", ["number"]],
    ["The company was founded in 1998.", ["date"]],
    ["In March 2021, revenue doubled to 3 million.", ["number", "date"]],
    ["Three teams joined the programme.", ["number"]],
    ["The report was written by Maria Lopez for the board.", ["name"]],
    ["It is the largest lake on the continent.", ["superlative"]],
    ["This is the most common mistake.", ["superlative"]],
    ["Plants wilt because the soil dries out.", ["causal"]],
    ["Poor sleep leads to lower focus.", ["causal"]],
  ])("en: %s", (sentence, kinds) => {
    expect(claimKindsOf(sentence, "en")).toEqual(kinds);
  });

  it("leaves plain English prose alone (-est words that are no superlatives, modal may)", () => {
    for (const sentence of [
      "Write a short introduction that answers the question.",
      "Our interest in the forest is honest.",
      "You may want to test the request first.",
      "At least try to rest.",
      "I think you should start with a plan.",
    ])
      expect(claimKindsOf(sentence, "en"), sentence).toEqual([]);
  });

  it.each([
    ["es", "Las ventas crecieron un 12 % en marzo.", ["number", "date"]],
    ["es", "Es el lago más grande y el mejor del país.", ["superlative"]],
    ["es", "Las plantas se secan debido a la falta de agua.", ["causal"]],
    ["es", "El informe fue escrito por María López.", ["name"]],
    ["fr", "La ville compte 40 000 habitants depuis juillet.", ["number", "date"]],
    ["fr", "C'est la plus grande ville de la région.", ["superlative"]],
    ["fr", "Les plantes sèchent à cause de la chaleur.", ["causal"]],
    ["de", "Der Umsatz stieg im Mai 2020 um 12 Prozent.", ["number", "date"]],
    ["de", "Das ist der größte See im Land.", ["superlative"]],
    ["de", "Die Pflanzen welken, weil der Boden austrocknet.", ["causal"]],
    ["de", "Die Katze schläft auf dem Sofa.", []],
    ["pt", "As vendas cresceram 12% em janeiro.", ["number", "date"]],
    ["pt", "É o maior lago do país.", ["superlative"]],
    ["pt", "As plantas secam por causa do calor.", ["causal"]],
  ])("%s: %s", (language, sentence, kinds) => {
    expect(claimKindsOf(sentence, language)).toEqual(kinds);
  });

  it("finds digits and dates in every language, native digits included", () => {
    expect(claimKindsOf("बिक्री में १२ प्रतिशत की वृद्धि हुई।", "hi")).toContain("number");
    expect(claimKindsOf("2020年销售额增长了12%。", "zh")).toEqual(["number", "date"]);
    expect(claimKindsOf("売上は2021年に15%増えた。", "ja")).toEqual(["number", "date"]);
    expect(claimKindsOf("ارتفعت المبيعات بنسبة ٢٥ في المئة.", "ar")).toEqual(["number"]);
    expect(claimKindsOf("Sales grew 12 percent in 2020.", "xx")).toEqual(["number", "date"]);
  });

  it("finds words where a language has them", () => {
    expect(claimKindsOf("这是最大的湖。", "zh")).toEqual(["superlative"]);
    expect(claimKindsOf("因为天气很热，植物枯萎了。", "zh")).toEqual(["causal"]);
    expect(claimKindsOf("यह सबसे बड़ी झील है।", "hi")).toEqual(["superlative"]);
    expect(claimKindsOf("ذبلت النباتات بسبب الحرارة.", "ar")).toEqual(["causal"]);
  });
});

describe("factualSentences", () => {
  const html = [
    "<h2>Why 2020 mattered</h2>",
    '<p>Sales grew 12%<a class="cite" href="https://example.test/a" target="_blank" rel="noopener noreferrer nofollow">[1]</a>. We think that is good.</p>',
    "<ul><li>The largest store opened in Lyon.</li><li>Keep it simple.</li></ul>",
    "<blockquote>Revenue doubled because prices rose.</blockquote>",
    "<pre><code>let x = 42;</code></pre>",
    "<p>How many stores opened in 2021?</p>",
    '<p>Sales grew 12%<span class="cite">[2]</span>.</p>',
    "<h2>Sources</h2>",
    '<ol class="sources"><li><a href="https://example.test/a">Report 2020</a> (example.test)</li></ol>',
  ].join("\n");

  it("keeps the factual sentences of paragraphs, items and quotes, once each, without markers", () => {
    expect(factualSentences(html, "en")).toEqual([
      { sentence: "Sales grew 12%.", kinds: ["number"] },
      { sentence: "The largest store opened in Lyon.", kinds: ["name", "superlative"] },
      { sentence: "Revenue doubled because prices rose.", kinds: ["causal"] },
    ]);
  });

  it("drops the Sources list and the citation markers", () => {
    const stripped = withoutCitations(html);
    expect(stripped).not.toContain("[1]");
    expect(stripped).not.toContain("Report 2020");
    expect(stripped).toContain("<h2>Sources</h2>");
  });

  it("splits sentences per language", () => {
    const found = factualSentences(
      "<p>2020年销售额增长了12%。今天天气很好。最大的商店在上海。</p>",
      "zh",
    );
    expect(found.map((f) => f.sentence)).toEqual(["2020年销售额增长了12%。", "最大的商店在上海。"]);
  });

  it("checks at most MAX_CLAIMS sentences", () => {
    const many = Array.from(
      { length: MAX_CLAIMS + 5 },
      (_, i) => `<p>Item ${i} costs ${i + 3} euros.</p>`,
    );
    expect(factualSentences(many.join(""), "en")).toHaveLength(MAX_CLAIMS);
  });
});
