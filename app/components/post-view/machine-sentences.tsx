import type { MachineWritten } from "@domain/analysis/report";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** How many flagged sentences the report lists; the rest are counted. */
export const SHOWN_SENTENCES = 8;

/**
 * A sentence as React text with each matched phrase in a <mark> (issue 29). The report's text is
 * never read as HTML: every piece is a text node, so a hostile sentence shows as its characters.
 */
export function markPhrases(text: string, phrases: readonly string[]): ReactNode[] {
  const wanted = [...new Set(phrases)].filter((p) => p !== "").sort((a, b) => b.length - a.length);
  const parts: ReactNode[] = [];
  let plain = "";
  let at = 0;
  while (at < text.length) {
    const phrase = wanted.find((p) => text.startsWith(p, at));
    if (phrase === undefined) {
      plain += text[at];
      at += 1;
      continue;
    }
    if (plain !== "") parts.push(plain);
    plain = "";
    parts.push(
      <mark
        key={at}
        className="rounded-sm bg-amber-200/70 px-0.5 text-inherit dark:bg-amber-500/30"
      >
        {phrase}
      </mark>,
    );
    at += phrase.length;
  }
  if (plain !== "") parts.push(plain);
  return parts;
}

/** The sentences the machine-written check flagged, their phrases marked and patterns named. */
export function MachineSentences({ found }: { found: MachineWritten }) {
  const { t, i18n } = useTranslation("analysis");
  if (found.sentences.length === 0) return null;
  const shown = found.sentences.slice(0, SHOWN_SENTENCES);
  const rest = found.sentences.length - shown.length;
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  return (
    <div className="mt-2 space-y-1" data-testid="machine-sentences">
      <p className="font-medium">{t("machine-phrasing.sentences")}</p>
      <ul className="space-y-1.5">
        {shown.map((sentence, i) => (
          // Sentences may repeat; their place in the list tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for one report
          <li key={i} className="border-s-2 border-amber-400 ps-2">
            <span>{markPhrases(sentence.text, sentence.phrases)}</span>
            <span className="block text-muted-foreground text-xs">
              {t("machine-phrasing.shows", {
                patterns: list.format(
                  sentence.patterns.map((p) => t(`machine-phrasing.patterns.${p}` as never)),
                ),
              })}
            </span>
          </li>
        ))}
      </ul>
      {rest > 0 ? (
        <p className="text-muted-foreground">{t("machine-phrasing.more", { count: rest })}</p>
      ) : null}
    </div>
  );
}
