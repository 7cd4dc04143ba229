import { describe, expect, it } from "vitest";
import { detectLanguage, writtenIn } from "./language-detection";

/** One sentence per language, as a model might write the opening of a post. */
const SAMPLES = {
  en: "The plan is ready and the team knows what to do this week.",
  de: "Der Plan ist fertig und das Team weiß, was in dieser Woche zu tun ist.",
  es: "El plan está listo y el equipo sabe qué hacer con la lista esta semana.",
  fr: "Le plan est prêt et les équipes savent quoi faire avec la liste cette semaine.",
  pt: "O plano está pronto e a equipe sabe o que fazer com a lista nesta semana.",
  hi: "योजना तैयार है और टीम जानती है कि इस सप्ताह क्या करना है।",
  zh: "计划已经准备好了，团队知道这周要做什么，每个人都清楚自己的任务。",
  ar: "الخطة جاهزة والفريق يعرف ما يجب عليه فعله هذا الأسبوع.",
  ja: "春のドリンクは、明確な目標から始めるとうまくいきます。",
} as const;

describe("detectLanguage", () => {
  it.each(Object.entries(SAMPLES))("knows %s", (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it("says nothing about a text too short to tell", () => {
    expect(detectLanguage("xq zzv kkw")).toBeNull();
    expect(writtenIn("OK!", "ja")).toBe(true);
  });

  it("tells when a text is not in the language asked for", () => {
    expect(writtenIn(SAMPLES.en, "fr")).toBe(false);
    expect(writtenIn(SAMPLES.zh, "ja")).toBe(false);
    expect(writtenIn(SAMPLES.fr, "fr")).toBe(true);
  });
});

describe("writtenIn", () => {
  it("keeps a text with a few words of another language in its own", () => {
    const mixed =
      "The team met on Monday to plan the week. Everyone agreed on the goals and the order of the tasks. A little Zeitgeist and some Gemütlichkeit helped the mood. The plan was ready before lunch.";
    expect(writtenIn(mixed, "en")).toBe(true);
  });

  it("catches a close neighbour written instead (Portuguese for Spanish)", () => {
    expect(writtenIn(SAMPLES.pt, "es")).toBe(false);
    expect(writtenIn(SAMPLES.es, "pt")).toBe(false);
  });
});
