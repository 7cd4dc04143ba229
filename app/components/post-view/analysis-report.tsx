import {
  type Check,
  type MachineWritten,
  type AnalysisReport as Report,
  type Section,
  sectionSchema,
} from "@domain/analysis/report";
import type { Evidence } from "@domain/evidence";
import { CircleAlert, CircleCheck, CircleMinus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { MachineSentences } from "./machine-sentences";
import { VoiceReport } from "./voice-report";

const STATUS_ICON = { good: CircleCheck, ok: CircleMinus, problem: CircleAlert } as const;
const STATUS_COLOUR = {
  good: "text-emerald-600 dark:text-emerald-400",
  ok: "text-amber-600 dark:text-amber-400",
  problem: "text-destructive",
} as const;
const ORDER = { problem: 0, ok: 1, good: 2 } as const;

export function Score({ label, score }: { label: string; score: number }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span>{score}/100</span>
      </div>
      <meter
        aria-label={label}
        min={0}
        max={100}
        value={score}
        className="block h-2 w-full appearance-none [&::-moz-meter-bar]:rounded-full [&::-moz-meter-bar]:bg-primary [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-muted [&::-webkit-meter-optimum-value]:rounded-full [&::-webkit-meter-optimum-value]:bg-primary"
      />
    </div>
  );
}

/**
 * A section's checks, problems first; `action` adds a control to a check's line (the editor's
 * Fix); `machine` (the report's machineWritten) lists the machine-phrasing check's sentences.
 */
export function Checks({
  title,
  section,
  action,
  machine,
}: {
  title: string;
  section: Section;
  action?: (check: Check) => ReactNode;
  machine?: MachineWritten;
}) {
  const { t } = useTranslation(["account", "analysis"]);
  const checks = [...section.checks].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  return (
    <section className="space-y-2">
      <h3 className="font-semibold">
        {title} <span className="font-normal text-muted-foreground">{section.score}/100</span>
      </h3>
      <ul className="space-y-1.5">
        {checks.map((check) => {
          const Icon = STATUS_ICON[check.status];
          const line = (
            <>
              <Icon
                aria-hidden
                className={cn("mt-0.5 size-4 shrink-0", STATUS_COLOUR[check.status])}
              />
              <span>
                <span className="sr-only">{t(`view.analysis.status.${check.status}`)}: </span>
                {/* A message key of the analysis namespace with its parameters (domain/analysis). */}
                {t(check.message as never, check.params ?? {})}
              </span>
              {action?.(check)}
            </>
          );
          if (check.id === "machine-phrasing" && machine && machine.sentences.length > 0)
            return (
              <li key={check.id} className="text-sm">
                <div className="flex gap-2">{line}</div>
                <div className="ps-6">
                  <MachineSentences found={machine} />
                </div>
              </li>
            );
          return (
            <li key={check.id} className="flex gap-2 text-sm">
              {line}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The checks the post's language has no rules for, named rather than scored in English. */
export function Unavailable({ checks }: { checks: readonly string[] }) {
  const { t, i18n } = useTranslation("analysis");
  if (checks.length === 0) return null;
  const names = checks.map((id) => t(`unavailable.checks.${id}` as never));
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(names);
  return (
    <p className="text-sm text-muted-foreground">{t("unavailable.title", { checks: list })}</p>
  );
}

/**
 * The report's Evidence section (the fact check's claims, scored like the other sections), when
 * the report has one: reports made before fact checks existed do not.
 */
export function evidenceSection(report: Report): Section | null {
  const section = (report as { evidence?: unknown }).evidence;
  if (section === undefined || section === null) return null;
  const parsed = sectionSchema.safeParse(section);
  return parsed.success ? parsed.data : null;
}

/** The fact check's counts: claims, supported, contradicted, unverified. */
function EvidenceCounts({ counts }: { counts: Evidence["counts"] }) {
  const { t } = useTranslation("evidence");
  const items = [
    ["claims", counts.claims],
    ["supported", counts.supported],
    ["contradicted", counts.contradicted],
    ["unverified", counts.unverified],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      {items.map(([name, value]) => (
        <div key={name} className="flex gap-1">
          <dt className="font-medium">{t(`report.${name}`)}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The analyser's report: overall and section scores, then each section's checks, problems first. */
export function AnalysisReport({
  report,
  evidence,
}: {
  report: Report;
  /** The post's latest fact check, whose counts the Evidence section shows. */
  evidence?: Evidence | null;
}) {
  const { t } = useTranslation(["account", "evidence"]);
  const evidenceChecks = evidenceSection(report);
  const sections = [report.seo, report.readability, report.aiSearch];
  const toFix = [...sections, ...(evidenceChecks ? [evidenceChecks] : [])].reduce(
    (n, s) => n + s.checks.filter((c) => c.status !== "good").length,
    0,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("view.analysis.title")}</h2>
        </CardTitle>
        <CardDescription>
          {t("view.analysis.summary", {
            overall: report.overall,
            count: toFix,
            minutes: report.stats.readingMinutes,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className={cn("grid gap-4", evidenceChecks ? "sm:grid-cols-5" : "sm:grid-cols-4")}>
          <Score label={t("view.analysis.overall")} score={report.overall} />
          <Score label={t("view.analysis.seo")} score={report.seo.score} />
          <Score label={t("view.analysis.readability")} score={report.readability.score} />
          <Score label={t("view.analysis.aiSearch")} score={report.aiSearch.score} />
          {evidenceChecks ? (
            <Score label={t("evidence:report.title")} score={evidenceChecks.score} />
          ) : null}
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <Checks title={t("view.analysis.seo")} section={report.seo} />
          <Checks
            title={t("view.analysis.readability")}
            section={report.readability}
            machine={report.machineWritten}
          />
          <Checks title={t("view.analysis.aiSearch")} section={report.aiSearch} />
        </div>
        <VoiceReport report={report} />
        {evidenceChecks ? (
          <div className="space-y-3" data-testid="report-evidence">
            <Checks title={t("evidence:report.title")} section={evidenceChecks} />
            {evidence ? <EvidenceCounts counts={evidence.counts} /> : null}
          </div>
        ) : null}
        <Unavailable checks={report.unavailable} />
      </CardContent>
    </Card>
  );
}
