import type { ContentType } from "@domain/content-types";
import { type GenerationInput, parseGenerationInput } from "@domain/generation-input";

/**
 * One request per content type, in five languages (long forms in Latin-script languages, where
 * words are counted by spaces as the product counts them), at each type's shortest length.
 */
const RAW: Record<ContentType, Record<string, unknown>> = {
  blog: {
    title: "Planning a content calendar",
    topic: "content calendars",
    keywords: "content calendar, editorial planning",
    wordCount: "500",
    language: "en",
  },
  help: { title: "Bibliothek exportieren", featureName: "Bibliotheksexport", language: "de" },
  website: {
    title: "Sobre Bright Bean",
    pageType: "about",
    description: "café de comercio directo",
    language: "es",
  },
  social: {
    title: "Spring menu",
    platform: "instagram",
    description: "春のドリンク",
    language: "ja",
  },
  video: {
    title: "Le commerce direct",
    platform: "youtube",
    topic: "explainer",
    scriptLength: "30s",
    language: "fr",
  },
  email: {
    title: "Welcome to the club",
    topic: "welcome",
    description: "welcome new subscribers",
    wordCount: "150",
    language: "en",
  },
  ecommerce: {
    title: "Ethiopia Yirgacheffe",
    topic: "product_description",
    description: "floral light roast coffee",
    keywords: "light roast coffee",
    wordCount: "100",
    language: "en",
  },
};

export function evalCases(types?: readonly ContentType[]): GenerationInput[] {
  return Object.entries(RAW)
    .filter(([type]) => !types || types.includes(type as ContentType))
    .map(([contentType, raw]) => {
      const parsed = parseGenerationInput({ contentType, ...raw });
      if (!parsed.ok) throw new Error(`eval case ${contentType}: ${parsed.problem.message}`);
      return parsed.value;
    });
}
