import type { PublishLimits } from "@domain/plans";
import { useCallback, useState } from "react";
import { ConnectionsSection } from "./connections-section";
import { PublicationsSection } from "./publications-section";
import { usePublishingText } from "./publishing-text";

/**
 * The Publishing screen (issue 31): the plan's limits, the connections to the writer's sites and
 * every publication across posts.
 */
export function PublishingScreen({ limits }: { limits: PublishLimits }) {
  const { t } = usePublishingText();
  const [count, setCount] = useState<number | null>(null);
  // The connections read again (one added, changed or deleted): so are the publications.
  const [version, setVersion] = useState(0);
  const onCount = useCallback((n: number) => {
    setCount(n);
    setVersion((v) => v + 1);
  }, []);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-bold text-3xl tracking-tight">{t("screen.title")}</h1>
        <p className="text-muted-foreground">{t("screen.description")}</p>
        <section aria-labelledby="publishing-limits" className="text-sm">
          <h2 id="publishing-limits" className="sr-only">
            {t("screen.limitsTitle")}
          </h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-1" data-testid="publishing-limits">
            <li>
              {t("screen.limitsConnections", {
                used: count ?? "…",
                limit: limits.connections,
              })}
            </li>
            <li>{t("screen.limitsScheduled", { limit: limits.scheduled })}</li>
          </ul>
        </section>
      </header>
      <ConnectionsSection onCount={onCount} />
      <PublicationsSection version={version} />
    </div>
  );
}
