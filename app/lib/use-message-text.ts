import type { MessageParams, Problem } from "@domain/api/errors";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * Translates the messages that domain/ and server/ send: locale keys ("namespace:path") with
 * parameters. A problem's `{{field}}` is the field's label in the screen's words (`label`).
 */
export function useMessageText() {
  const { t } = useTranslation();
  // Stable while the language is, so effects may depend on these.
  return useMemo(() => {
    // Keys arrive at run time; the message catalogue test proves the ones we send exist.
    const loose = t as unknown as LooseT;
    const text = (key: string, params?: MessageParams) => loose(key, { ...params });
    const problemText = (problem: Problem, label?: (field: string) => string) => ({
      title: problem.title ? text(problem.title) : undefined,
      message: text(problem.message, {
        ...problem.params,
        ...(problem.field ? { field: label?.(problem.field) ?? problem.field } : {}),
      }),
    });
    return { text, problemText };
  }, [t]);
}
