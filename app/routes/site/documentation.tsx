import { i18nContext } from "@server/context";
import { pageRoute } from "@server/http";
import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHero, SitePage } from "~/components/site/site-page";
import { CardGrid } from "~/components/site/text-sections";
import { COPY, type TextBlocks } from "~/lib/copy";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/documentation";
import { publicPageHeaders } from "./headers";
import { seoMeta } from "./seo";
import { staticPageSeo } from "./seo.server";

export const handle = staticPage;
export const headers = publicPageHeaders;

/** Public: quick start, core features, best practices and the public API (spec section 2, issue 30). */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const t = args.context.get(i18nContext).getFixedT(null, "pages");
  const title = t("documentation.title");
  return {
    seo: await staticPageSeo(args, {
      title,
      description: t("documentation.lead", COPY),
      schemaType: "WebPage",
      crumb: title,
    }),
  };
});

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Documentation() {
  const { t } = useTranslation("pages");
  const steps = t("documentation.steps", { ...COPY, returnObjects: true }) as unknown as TextBlocks;
  const features = t("documentation.features", { returnObjects: true }) as unknown as TextBlocks;
  const practices = t("documentation.practices", { returnObjects: true }) as unknown as Record<
    string,
    string
  >;
  return (
    <SitePage>
      <PageHero title={t("documentation.title")} lead={t("documentation.lead", COPY)} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h2 className="font-bold text-2xl">{t("documentation.quickStart")}</h2>
        <ol className="mt-6 grid gap-4">
          {Object.entries(steps).map(([key, step], index) => (
            <li key={key} className="flex gap-4 rounded-xl border p-5">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-muted-foreground">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
        <h2 className="mt-14 font-bold text-2xl">{t("documentation.featuresTitle")}</h2>
        <div className="mt-6">
          <CardGrid blocks={features} columns={3} />
        </div>
        <h2 className="mt-14 font-bold text-2xl">{t("documentation.practicesTitle")}</h2>
        <ul className="mt-6 grid gap-3">
          {Object.entries(practices).map(([key, text]) => (
            <li key={key} className="flex gap-3">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              {text}
            </li>
          ))}
        </ul>
        <h2 className="mt-14 font-bold text-2xl">{t("documentation.apiTitle")}</h2>
        <p className="mt-4 text-muted-foreground">{t("documentation.apiBody", COPY)}</p>
        <p className="mt-4">
          <a className="font-medium text-primary underline" href="/documentation/api">
            {t("documentation.apiLink")}
          </a>
        </p>
      </div>
    </SitePage>
  );
}
