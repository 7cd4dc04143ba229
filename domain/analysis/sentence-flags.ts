/**
 * Which sentences of a piece of HTML the readability checks count against it (issue 28: a Fix
 * rewrites only the blocks holding them): long sentences (sentence-length), passive ones
 * (passive-voice) and those with a transition word (transition-words), measured exactly as the
 * report measures them (./readability.ts, ./readability-language.ts).
 */
import { lengthRulesOf } from "./language-rules";
import { passiveTest, transitionTest } from "./readability-language";
import type { AnalysisLanguage } from "./report";
import { countCharacters } from "./segment";
import { parseContent } from "./text-parts";

export type FlaggedSentence = {
  text: string;
  /** Longer than the language's maximum (words, or characters for Japanese). */
  long: boolean;
  /** Passive voice; false where the language has no test. */
  passive: boolean;
  /** Holds a transition word; false where the language has no list. */
  transition: boolean;
};

/** The sentences of `html` with what the readability checks see in each. */
export function flaggedSentences(html: string, language: AnalysisLanguage): FlaggedSentence[] {
  const parsed = parseContent(html, language);
  const rules = lengthRulesOf(language);
  const passive = passiveTest(language);
  const transition = transitionTest(language);
  return parsed.sentences.map((s) => ({
    text: s.text,
    long:
      rules.unit === "characters"
        ? countCharacters(s.text) > rules.sentenceMax
        : s.words.length > rules.sentenceMax,
    passive: passive?.(s) ?? false,
    transition: transition?.(s) ?? false,
  }));
}
