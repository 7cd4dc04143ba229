import type { CitedSource, Claim, Evidence } from "@domain/evidence";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { tabHref } from "~/components/dashboard/tabs";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { CitedSourceDetails } from "./citations";
import { BADGE_CLASSES, STATUS_SYMBOL, useClaimText } from "./evidence-status";

type Props = {
  evidence: Evidence | null;
  citations: readonly CitedSource[];
  /** Whether the piece has sources attached (a check without them leaves every claim unverified). */
  hasSources: boolean;
  /** Per claim, whether its sentence was found in the text (unknown: not said). */
  found?: readonly boolean[];
  /** What the screen adds under the heading (the editor's "Check facts"). */
  action?: ReactNode;
  /** Lists the cited sources, each opening its passages (the editor, whose references are text). */
  showSources?: boolean;
  className?: string;
};

function ClaimItem({
  claim,
  source,
  missing,
}: {
  claim: Claim;
  source: CitedSource | undefined;
  missing: boolean;
}) {
  const { t } = useTranslation("evidence");
  const { claimText } = useClaimText();
  const { status, label } = claimText(claim);
  return (
    <li className="space-y-1 border-b pb-3 text-sm last:border-b-0">
      <span className={BADGE_CLASSES[status]}>
        <span aria-hidden>{STATUS_SYMBOL[status]} </span>
        {label}
      </span>{" "}
      <span dir="auto">{claim.sentence}</span>
      {claim.quote ? (
        <blockquote className="border-s-2 ps-3 text-muted-foreground" dir="auto">
          <span className="sr-only">{t("panel.quote")} </span>
          {claim.quote}
        </blockquote>
      ) : null}
      {source ? (
        <p className="text-muted-foreground text-xs" dir="auto">
          {t("panel.source", { n: source.n, title: source.title })}
        </p>
      ) : null}
      {claim.flag ? <p className="text-xs">{t(`flag.${claim.flag}`)}</p> : null}
      {missing ? <p className="text-muted-foreground text-xs">{t("panel.notInText")}</p> : null}
    </li>
  );
}

/** The cited sources by number, each a disclosure with its passages and link. */
function SourceList({ citations }: { citations: readonly CitedSource[] }) {
  const { t } = useTranslation("evidence");
  return (
    <section aria-labelledby="evidence-panel-sources" className="space-y-2">
      <h3 id="evidence-panel-sources" className="font-semibold text-sm">
        {t("panel.sources")}
      </h3>
      <ol className="space-y-2">
        {citations.map((source) => (
          <li key={source.n}>
            <details className="text-sm">
              <summary className="cursor-pointer" dir="auto">
                {t("cite.title", { n: source.n, title: source.title })}
              </summary>
              <div className="mt-2">
                <CitedSourceDetails source={source} />
              </div>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The "Evidence" panel: the fact check's counts and each claim with its verdict, the source's
 * quote and the cited source. Without sources it says the claims are unverified and links to the
 * Create screen, where sources are added.
 */
export function EvidencePanel({
  evidence,
  citations,
  hasSources,
  found,
  action,
  showSources,
  className,
}: Props) {
  const { t } = useTranslation("evidence");
  const withSources = hasSources && (evidence?.withSources ?? true);
  return (
    <Card className={className} role="region" aria-labelledby="evidence-panel-title">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="evidence-panel-title">{t("panel.title")}</h2>
        </CardTitle>
        <CardDescription>
          {evidence
            ? t("panel.counts", {
                claims: evidence.counts.claims,
                supported: evidence.counts.supported,
                contradicted: evidence.counts.contradicted,
                unverified: evidence.counts.unverified,
              })
            : t("panel.notChecked")}
        </CardDescription>
        {action}
      </CardHeader>
      <CardContent className="space-y-3">
        {withSources ? null : (
          <p className="rounded-md border border-dashed p-3 text-sm">
            {t("panel.noSources")}{" "}
            <Link to={tabHref("create")} className="font-medium text-primary underline">
              {t("panel.addSources")}
            </Link>
          </p>
        )}
        {evidence && evidence.claims.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("panel.noClaims")}</p>
        ) : null}
        {evidence?.claims.length ? (
          <ol className="space-y-3" aria-label={t("panel.claims")}>
            {evidence.claims.map((claim, index) => (
              <ClaimItem
                // Claims are a fixed list per check; the index is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={index}
                claim={claim}
                source={citations.find((source) => source.sourceId === claim.sourceId)}
                missing={found?.[index] === false}
              />
            ))}
          </ol>
        ) : null}
        {showSources && citations.length ? <SourceList citations={citations} /> : null}
      </CardContent>
    </Card>
  );
}
