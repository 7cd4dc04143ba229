import { i18nContext } from "@server/context";
import { pageRoute } from "@server/http";
import { useTranslation } from "react-i18next";
import { PageHero, SitePage } from "~/components/site/site-page";
import { COPY } from "~/lib/copy";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/careers";
import { publicPageHeaders } from "./headers";
import { seoMeta } from "./seo";
import { staticPageSeo } from "./seo.server";

export const handle = staticPage;
export const headers = publicPageHeaders;

/** Public: careers (spec section 2: not hiring at the moment). */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const t = args.context.get(i18nContext).getFixedT(null, "pages");
  const title = t("careers.title", COPY);
  return {
    seo: await staticPageSeo(args, {
      title,
      description: `${t("careers.lead")} ${t("careers.body")}`,
      schemaType: "WebPage",
      crumb: title,
    }),
  };
});

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Careers() {
  const { t } = useTranslation("pages");
  return (
    <SitePage>
      <PageHero title={t("careers.title", COPY)} lead={t("careers.lead")} />
      <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6">
        <p className="text-muted-foreground">{t("careers.body")}</p>
        <a
          href="/contact-us"
          className="mt-8 inline-flex font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("careers.contact")}
        </a>
      </div>
    </SitePage>
  );
}
