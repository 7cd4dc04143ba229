import type { Problem } from "@domain/api/errors";
import { problemOf } from "@domain/generation-input";
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from "@domain/keywords";
import type { z } from "zod";

/**
 * An editor form's failed check as the API's Validation Error: the editor's messages are keys of
 * its own namespace ("errors.titleRequired", as Conform shows them beside the field), named here
 * in full ("editor:errors.titleRequired") with the limits they mention.
 */
export function problemOfEdit(error: z.ZodError): { ok: false; problem: Problem } {
  const issues = error.issues.map((issue) =>
    /^errors\.\w+$/.test(issue.message) ? { ...issue, message: `editor:${issue.message}` } : issue,
  );
  const problem = problemOf({ issues } as z.ZodError);
  return {
    ok: false,
    problem: {
      ...problem,
      params: {
        ...problem.params,
        maxKeywords: MAX_KEYWORDS,
        maxKeywordLength: MAX_KEYWORD_LENGTH,
      },
    },
  };
}
