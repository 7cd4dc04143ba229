import { i18nContext } from "@server/context";
import { pageRoute } from "@server/http";
import { useTranslation } from "react-i18next";
import { primaryButton } from "~/components/layout/site-header";
import { PageHero, SitePage } from "~/components/site/site-page";
import { TextSections } from "~/components/site/text-sections";
import { COPY, type TextBlocks } from "~/lib/copy";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/about";
import { publicPageHeaders } from "./headers";
import { seoMeta } from "./seo";
import { staticPageSeo } from "./seo.server";

export const handle = staticPage;
export const headers = publicPageHeaders;

/** Public: who we are (spec section 2, static pages). */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const t = args.context.get(i18nContext).getFixedT(null, "pages");
  const title = t("about.title", COPY);
  return {
    seo: await staticPageSeo(args, {
      title,
      description: t("about.lead"),
      schemaType: "AboutPage",
      crumb: title,
    }),
  };
});

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function About() {
  const { t } = useTranslation("pages");
  const sections = t("about.sections", { ...COPY, returnObjects: true }) as unknown as TextBlocks;
  return (
    <SitePage>
      <PageHero title={t("about.title", COPY)} lead={t("about.lead")} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <TextSections blocks={sections} />
        <a href="/blog" className={`${primaryButton} mt-12`}>
          {t("about.blog")}
        </a>
      </div>
    </SitePage>
  );
}
