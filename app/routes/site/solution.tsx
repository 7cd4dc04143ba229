import { SOLUTIONS, type Solution } from "@domain/site/pages";
import { i18nContext } from "@server/context";
import { NotFound } from "@server/errors";
import { pageRoute } from "@server/http";
import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { primaryButton } from "~/components/layout/site-header";
import { PageHero, SitePage } from "~/components/site/site-page";
import { CardGrid } from "~/components/site/text-sections";
import { COPY, type TextBlocks } from "~/lib/copy";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/solution";
import { publicPageHeaders } from "./headers";
import { seoMeta } from "./seo";
import { staticPageSeo } from "./seo.server";

export const handle = staticPage;
export const headers = publicPageHeaders;

function isSolution(value: string): value is Solution {
  return (SOLUTIONS as readonly string[]).includes(value);
}

/** Public: a solution landing page (spec section 2): hero, benefits, use cases, call to action. */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const solution = args.params.solution;
  if (!isSolution(solution)) throw new NotFound();
  const t = args.context.get(i18nContext).getFixedT(null, "pages");
  const title = t(`solutions.${solution}.title`, COPY);
  const seo = await staticPageSeo(args, {
    title,
    description: t(`solutions.${solution}.lead`, COPY),
    schemaType: "WebPage",
    crumb: title,
  });
  return { seo, solution };
});

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function SolutionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const key = `solutions.${loaderData.solution}` as const;
  const benefits = t(`${key}.benefits`, { ...COPY, returnObjects: true }) as unknown as TextBlocks;
  const useCases = t(`${key}.useCases`, { returnObjects: true }) as unknown as Record<
    string,
    string
  >;
  return (
    <SitePage>
      <PageHero title={t(`${key}.title`, COPY)} lead={t(`${key}.lead`, COPY)}>
        <a href="/auth" className={`${primaryButton} mt-8 h-11 px-6 text-base`}>
          {t("solutions.cta")}
        </a>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <h2 className="font-bold text-2xl">{t("solutions.benefitsTitle")}</h2>
        <div className="mt-6">
          <CardGrid blocks={benefits} />
        </div>
        <h2 className="mt-16 font-bold text-2xl">{t("solutions.useCasesTitle")}</h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {Object.entries(useCases).map(([id, text]) => (
            <li key={id} className="flex gap-3">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              {text}
            </li>
          ))}
        </ul>
        <div className="mt-16 rounded-xl bg-muted/60 p-10 text-center">
          <a href="/auth" className={`${primaryButton} h-11 px-6 text-base`}>
            {t("solutions.cta")}
          </a>
          <p className="mt-3 text-muted-foreground text-sm">{t("solutions.ctaNote")}</p>
        </div>
      </div>
    </SitePage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
