import { analyseText } from "@domain/api/analysis";
import { endpoint, serve } from "@server/http";
import { textReport } from "@server/library";

const routes = serve(
  /**
   * Signed-in users (and API keys with the read scope): the analyser's report of the text sent,
   * with the caller's plan's focus keyphrases; nothing is read, stored or charged. Contract:
   * domain/api/analysis.ts.
   */
  endpoint(analyseText, ({ user, body }) => ({ report: textReport(user, body) })),
);
export const loader = routes.loader;
export const action = routes.action;
