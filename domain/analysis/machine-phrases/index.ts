/** The machine-written check's lists, one file per language (./types.ts says how they read). */
import type { AnalysisLanguage } from "../report";
import { ar } from "./ar";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { hi } from "./hi";
import { ja } from "./ja";
import { pt } from "./pt";
import type { MachineLexicon } from "./types";
import { zh } from "./zh";

export type { MachineLexicon } from "./types";

export const MACHINE_LEXICONS: Record<AnalysisLanguage, MachineLexicon> = {
  en,
  es,
  fr,
  de,
  pt,
  hi,
  zh,
  ar,
  ja,
};
