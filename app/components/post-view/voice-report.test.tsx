// @vitest-environment jsdom
import { analyzeContent } from "@domain/analysis";
import type { AnalysisReport as Report, VoiceSection } from "@domain/analysis/report";
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import account from "~/i18n/locales/en/account.json";
import analysis from "~/i18n/locales/en/analysis.json";
import evidence from "~/i18n/locales/en/evidence.json";
import voices from "~/i18n/locales/en/voices.json";
import { AnalysisReport } from "./analysis-report";
import { lightOf, VoiceReport } from "./voice-report";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
const i18n = createInstance();
await i18n.init({
  lng: "en",
  resources: {
    en: {
      account,
      analysis,
      evidence,
      // The measures' texts are helper D's (voices:off.*); these stand in with their parameters.
      voices: {
        ...voices,
        off: {
          sentenceLength: { more: "Sentences {{ratio}} times as long as yours" },
          secondPerson: { less: "You say “you” less ({{piece}} against {{yours}})" },
        },
      },
    },
  },
  // As the app sets it (app/i18n/options.ts): React escapes, i18next does not.
  interpolation: { escapeValue: false },
  initAsync: false,
});

const REPORT = analyzeContent({
  html: "<p>Compost turns kitchen scraps into soil within 12 weeks.</p>",
  title: "Composting at home",
  metaDescription: "",
  slug: "composting",
  keywords: ["compost"],
  contentType: "blog",
  language: "en",
});
const VOICE: VoiceSection = {
  id: "6f1c1a55-7a51-4d8c-9c55-0d8f0c1b2a33",
  name: "Plain and warm",
  score: 62,
  measures: [
    { id: "sentenceLength", message: "voices:off.sentenceLength.more", params: { ratio: 2 } },
    {
      id: "secondPerson",
      message: "voices:off.secondPerson.less",
      params: { piece: 0.5, yours: 3 },
    },
  ],
};

let root: Root;
let container: HTMLDivElement;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});
async function render(node: React.ReactNode) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>));
}
const voicePart = () => container.querySelector('[data-testid="report-voice"]');

describe("the report's Voice block", () => {
  it("shows the match with the voice's name, its light in words and the measures furthest off", async () => {
    await render(<VoiceReport report={{ ...REPORT, voice: VOICE }} />);
    const part = voicePart();
    expect(part?.querySelector("h3")?.textContent).toBe("Voice");
    expect(part?.textContent).toContain("62/100 match with Plain and warm");
    expect(part?.textContent).toContain("(some way off)");
    expect(Array.from(part?.querySelectorAll("li") ?? [], (li) => li.textContent)).toEqual([
      "Sentences 2 times as long as yours",
      "You say “you” less (0.5 against 3)",
    ]);
    expect(part?.textContent).toContain("does not count towards the overall score");
  });

  it("names the light by the score: close, some way off, far off", () => {
    expect([90, 75, 74, 50, 49, 0].map(lightOf)).toEqual([
      "close",
      "close",
      "near",
      "near",
      "far",
      "far",
    ]);
  });

  it("is beside the other sections in the post's report, and leaves the overall score alone", async () => {
    await render(<AnalysisReport report={{ ...REPORT, voice: VOICE }} />);
    expect(voicePart()?.textContent).toContain("62/100 match with Plain and warm");
    expect(container.querySelector('meter[aria-label="Overall"]')?.getAttribute("value")).toBe(
      String(REPORT.overall),
    );
  });

  it("is left out of a report without a voice, or with one it cannot read", async () => {
    await render(<AnalysisReport report={REPORT} />);
    expect(voicePart()).toBeNull();
    act(() => root.unmount());
    container.remove();
    await render(
      <VoiceReport report={{ ...REPORT, voice: { score: 400 } } as unknown as Report} />,
    );
    expect(voicePart()).toBeNull();
  });

  it("keeps a hostile voice name as text", async () => {
    const name = '<img src=x onerror="alert(1)">';
    await render(<VoiceReport report={{ ...REPORT, voice: { ...VOICE, name } }} />);
    expect(voicePart()?.querySelector("img")).toBeNull();
    expect(voicePart()?.textContent).toContain(name);
  });
});
