import type { Claim } from "@domain/evidence";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** What a claim's mark says: the fact check's verdict, or that its reference was removed. */
export const EVIDENCE_STATUSES = ["supported", "contradicted", "unverified", "flagged"] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];

/** A removed reference shows as "flagged" unless the sources were found to settle the claim. */
export function statusOf(claim: Claim): EvidenceStatus {
  return claim.flag && claim.verdict === "unverified" ? "flagged" : claim.verdict;
}

/** The symbol beside the visible label (never the colour alone). */
export const STATUS_SYMBOL: Record<EvidenceStatus, string> = {
  supported: "✓",
  contradicted: "✗",
  unverified: "?",
  flagged: "⚑",
};

/** The marked sentence: a tint and an underline whose style differs per status. */
export const MARK_CLASSES: Record<EvidenceStatus, string> = {
  supported:
    "evidence-mark rounded-sm bg-emerald-50 text-inherit underline decoration-emerald-700 decoration-solid underline-offset-4 dark:bg-emerald-950",
  contradicted:
    "evidence-mark rounded-sm bg-red-50 text-inherit underline decoration-red-700 decoration-wavy underline-offset-4 dark:bg-red-950",
  unverified:
    "evidence-mark rounded-sm bg-amber-50 text-inherit underline decoration-amber-700 decoration-dotted underline-offset-4 dark:bg-amber-950",
  flagged:
    "evidence-mark rounded-sm bg-orange-50 text-inherit underline decoration-orange-700 decoration-dashed underline-offset-4 dark:bg-orange-950",
};

/** The short label after a marked sentence. */
export const BADGE_CLASSES: Record<EvidenceStatus, string> = {
  supported:
    "evidence-badge ms-1 whitespace-nowrap rounded border border-emerald-700 bg-white px-1 font-medium text-emerald-800 text-xs not-italic dark:bg-emerald-950 dark:text-emerald-200",
  contradicted:
    "evidence-badge ms-1 whitespace-nowrap rounded border border-red-700 bg-white px-1 font-medium text-red-800 text-xs not-italic dark:bg-red-950 dark:text-red-200",
  unverified:
    "evidence-badge ms-1 whitespace-nowrap rounded border border-amber-700 bg-white px-1 font-medium text-amber-900 text-xs not-italic dark:bg-amber-950 dark:text-amber-200",
  flagged:
    "evidence-badge ms-1 whitespace-nowrap rounded border border-orange-700 bg-white px-1 font-medium text-orange-900 text-xs not-italic dark:bg-orange-950 dark:text-orange-200",
};

/** How one claim's mark reads: its status, the visible label and the longer description. */
export type ClaimText = { status: EvidenceStatus; label: string; description: string };

/** The words of the marks and the panel, in the reader's language. */
export function useClaimText() {
  const { t } = useTranslation("evidence");
  return useMemo(() => {
    const label = (status: EvidenceStatus) => t(`status.${status}`);
    const claimText = (claim: Claim): ClaimText => {
      const status = statusOf(claim);
      const parts = [t(`describe.${status}`)];
      if (claim.quote) parts.push(t("describe.quote", { quote: claim.quote }));
      if (claim.flag) parts.push(t(`flag.${claim.flag}`));
      return { status, label: label(status), description: parts.join(" ") };
    };
    return { label, claimText };
  }, [t]);
}
