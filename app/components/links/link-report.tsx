import { linkReport } from "@domain/api/links";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useRead } from "./use-read";

const linkClass = "font-medium underline underline-offset-2";
const editHref = (id: string) => href("/dashboard/edit/:id", { id });

/**
 * The library's link report (issue 31, ADR 0031): the posts no other post links to, and the
 * pairs competing for the same keyphrase, each opening in the editor. Loaded when asked for.
 */
export default function LinkReport({ id }: { id: string }) {
  const { t } = useTranslation("links");
  const { reading, retry } = useRead(linkReport, {}, "report");
  if (reading.state === "loading")
    return (
      <p id={id} role="status" className="text-muted-foreground text-sm">
        {t("report.loading")}
      </p>
    );
  if (reading.state === "failed")
    return (
      <div id={id} role="alert" className="space-y-2 text-sm">
        <p>{t("report.failed")}</p>
        <Button type="button" size="sm" variant="outline" onClick={retry}>
          {t("report.retry")}
        </Button>
      </div>
    );
  const { orphans, competing } = reading.value;
  return (
    <div id={id} className="grid gap-6 text-sm md:grid-cols-2">
      <section aria-labelledby={`${id}-orphans`} className="space-y-2">
        <h3 id={`${id}-orphans`} className="font-semibold text-base">
          {t("report.orphans", { number: orphans.length })}
        </h3>
        <p className="text-muted-foreground">{t("report.orphansHint")}</p>
        {orphans.length === 0 ? (
          <p>{t("report.noOrphans")}</p>
        ) : (
          <ul className="list-disc space-y-1 ps-5">
            {orphans.map((post) => (
              <li key={post.id}>
                <Link to={editHref(post.id)} className={linkClass}>
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-competing`} className="space-y-2">
        <h3 id={`${id}-competing`} className="font-semibold text-base">
          {t("report.competing", { number: competing.length })}
        </h3>
        <p className="text-muted-foreground">{t("report.competingHint")}</p>
        {competing.length === 0 ? (
          <p>{t("report.noCompeting")}</p>
        ) : (
          <ul className="space-y-3">
            {competing.map((pair) => (
              <li key={`${pair.first.id}:${pair.second.id}`} className="space-y-1">
                <p className="text-muted-foreground">
                  {pair.reason === "keyphrase"
                    ? t("report.sameKeyphrase", { keyphrase: pair.keyphrase ?? "" })
                    : t("report.sameTitle")}
                </p>
                <p>
                  <Link to={editHref(pair.first.id)} className={linkClass}>
                    {pair.first.title}
                  </Link>
                  {" · "}
                  <Link to={editHref(pair.second.id)} className={linkClass}>
                    {pair.second.title}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
