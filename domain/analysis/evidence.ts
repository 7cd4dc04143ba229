/**
 * The Evidence section (issue 27 part 5): what the piece's fact check found. Good when every
 * claim is supported by the sources, ok while some are unverified, a problem when any
 * contradicts them; without sources, every claim is unverified and the message asks for a source.
 */
import { type AnalysisInput, type Check, check, round1 } from "./report";

export function evidenceChecks(evidence: NonNullable<AnalysisInput["evidence"]>): Check[] {
  const { claims, supported, contradicted, unverified, withSources } = evidence;
  const share = claims === 0 ? 100 : round1((supported / claims) * 100);
  const params = { claims, supported, contradicted, unverified };
  const id = "evidence-claims";
  if (claims === 0) return [check(id, "good", { key: "none", params }, share)];
  if (!withSources)
    return [check(id, "ok", { key: "no-sources", params: { ...params, count: claims } }, share)];
  if (contradicted > 0)
    return [
      check(
        id,
        "problem",
        { key: "contradicted", params: { ...params, count: contradicted } },
        share,
      ),
    ];
  if (unverified > 0)
    return [
      check(id, "ok", { key: "unverified", params: { ...params, count: unverified } }, share),
    ];
  return [check(id, "good", { key: "good", params: { ...params, count: claims } }, share)];
}
