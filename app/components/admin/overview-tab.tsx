import type { OverviewData } from "@domain/admin";
import { CONTENT_TYPES } from "@domain/content-types";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailedAlert } from "~/components/dashboard/load-failed-alert";
import { tabHref } from "~/components/dashboard/tabs";
import { useDateText } from "~/lib/use-date-text";
import { useMessageText } from "~/lib/use-message-text";
import { BarChart, Legend } from "./bar-chart";
import { ChartFigure } from "./chart-figure";

export type OverviewTabProps = { loadFailed: true } | { loadFailed: false; data: OverviewData };

/** The Overview (issue 14): the figures an operator checks daily, as charts with their tables. */
export function OverviewTab(props: OverviewTabProps) {
  const { t } = useTranslation("admin");
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="font-semibold text-2xl tracking-tight">{t("overview.title")}</h1>
        <p className="text-muted-foreground">{t("overview.description")}</p>
      </header>
      {props.loadFailed ? (
        <LoadFailedAlert message={t("overview.loadFailed")} />
      ) : (
        <OverviewCharts data={props.data} />
      )}
    </div>
  );
}

function OverviewCharts({ data }: { data: OverviewData }) {
  const { t, i18n } = useTranslation("admin");
  const { t: tc } = useTranslation("create");
  const { t: ta } = useTranslation("account");
  const { text } = useMessageText();
  const date = useDateText(i18n.language);
  const typeLabel = (type: (typeof CONTENT_TYPES)[number]) => tc(`types.${type}.label`);
  const plan = (tier: OverviewData["usersPerTier"][number]["tier"]) => ta(`plans.${tier}.name`);
  const number = new Intl.NumberFormat(i18n.language);
  const days = data.generationsPerDay.map((d) => ({ ...d, label: d.day.slice(5) }));

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <ChartFigure
        title={t("overview.generations.title")}
        description={t("overview.generations.description")}
        table={{
          columns: [
            t("overview.generations.day"),
            ...CONTENT_TYPES.map(typeLabel),
            t("overview.total"),
          ],
          rows: data.generationsPerDay.map((d) => {
            const counts = CONTENT_TYPES.map((type) => d[type]);
            return { label: d.day, cells: [...counts, counts.reduce((a, b) => a + b, 0)] };
          }),
        }}
      >
        <BarChart rows={days} keys={CONTENT_TYPES} layout="stacked" labelEvery={5} />
        <Legend items={CONTENT_TYPES.map((type) => ({ label: typeLabel(type) }))} />
      </ChartFigure>

      <ChartFigure
        title={t("overview.weekly.title")}
        description={t("overview.weekly.description")}
        table={{
          columns: [
            t("overview.weekly.week"),
            t("overview.weekly.active"),
            t("overview.weekly.signups"),
          ],
          rows: data.weekly.map((w) => ({ label: w.week, cells: [w.active, w.signups] })),
        }}
      >
        <BarChart
          rows={data.weekly.map((w) => ({
            label: w.week.slice(5),
            active: w.active,
            signups: w.signups,
          }))}
          keys={["active", "signups"] as const}
          layout="grouped"
          labelEvery={2}
        />
        <Legend
          items={[{ label: t("overview.weekly.active") }, { label: t("overview.weekly.signups") }]}
        />
      </ChartFigure>

      <ChartFigure
        title={t("overview.tiers.title")}
        description={t("overview.tiers.description")}
        table={{
          columns: [t("overview.tiers.tier"), t("overview.tiers.users")],
          rows: data.usersPerTier.map((row) => ({ label: plan(row.tier), cells: [row.users] })),
        }}
      >
        <BarChart
          rows={data.usersPerTier.map((row) => ({ label: plan(row.tier), users: row.users }))}
          keys={["users"] as const}
          layout="grouped"
        />
      </ChartFigure>

      <ChartFigure
        title={t("overview.credits.title")}
        description={t("overview.credits.description")}
        table={{
          columns: [
            t("overview.credits.tier"),
            t("overview.credits.used"),
            t("overview.credits.quota"),
          ],
          rows: data.credits.map((row) => ({
            label: plan(row.tier),
            cells: [number.format(row.used), number.format(row.quota)],
          })),
        }}
      >
        <BarChart
          rows={data.credits.map((row) => ({
            label: plan(row.tier),
            used: row.used,
            quota: row.quota,
          }))}
          keys={["used", "quota"] as const}
          layout="grouped"
        />
        <Legend
          items={[{ label: t("overview.credits.used") }, { label: t("overview.credits.quota") }]}
        />
      </ChartFigure>

      <ChartFigure
        title={t("overview.failures.title")}
        description={t("overview.failures.description")}
        table={{
          columns: [t("overview.failures.reason"), t("overview.failures.count")],
          rows: data.failures.map((row) => ({
            label: failureText(text, row.reason),
            cells: [row.count],
          })),
        }}
      >
        {data.failures.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("overview.failures.none")}</p>
        ) : (
          <FailureBars
            failures={data.failures.map((row) => ({
              ...row,
              label: failureText(text, row.reason),
            }))}
          />
        )}
      </ChartFigure>

      <section aria-labelledby="overview-messages" className="space-y-3 rounded-xl border p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="overview-messages" className="font-semibold">
            {t("overview.messages.title")}
          </h2>
          <Link
            to={tabHref("messages")}
            className="text-primary text-sm underline-offset-4 hover:underline"
          >
            {t("overview.messages.all")}
          </Link>
        </div>
        {data.messages.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("overview.messages.none")}</p>
        ) : (
          <ul className="divide-y text-sm">
            {data.messages.map((message) => (
              <li key={message.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
                <span className={message.read ? "" : "font-semibold"}>{message.subject}</span>
                <span className="text-muted-foreground">{message.name}</span>
                <span className="ms-auto text-muted-foreground text-xs">
                  {date(message.createdAt)}
                </span>
                {message.read ? null : (
                  <span className="rounded bg-primary/10 px-1.5 text-primary text-xs">
                    {t("overview.messages.unread")}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A failure's reason is a message key (server/generation); an empty one is shown as it is. */
function failureText(text: (key: string) => string, reason: string): string {
  return reason.includes(":") ? text(reason) : reason || "—";
}

/** Horizontal bars: reasons are sentences, too long for an axis. */
function FailureBars({ failures }: { failures: Array<{ label: string; count: number }> }) {
  const max = Math.max(1, ...failures.map((f) => f.count));
  return (
    <ul className="space-y-2 text-sm" aria-hidden="true">
      {failures.map((failure) => (
        <li key={failure.label} className="space-y-1">
          <div className="flex justify-between gap-2">
            <span className="truncate">{failure.label}</span>
            <span className="tabular-nums">{failure.count}</span>
          </div>
          {/* SVG attributes, not a style attribute: the CSP allows no inline styles. */}
          <svg
            viewBox="0 0 100 2"
            preserveAspectRatio="none"
            className="h-2 w-full rounded bg-muted"
            aria-hidden="true"
          >
            <rect width={(failure.count / max) * 100} height={2} className="fill-destructive/70" />
          </svg>
        </li>
      ))}
    </ul>
  );
}
