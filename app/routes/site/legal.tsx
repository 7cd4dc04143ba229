import { CLAIMS } from "@domain/site/claims";
import { LEGAL_PAGES, type LegalPage } from "@domain/site/pages";
import { i18nContext } from "@server/context";
import { NotFound } from "@server/errors";
import { pageRoute } from "@server/http";
import { useTranslation } from "react-i18next";
import { PageHero, SitePage } from "~/components/site/site-page";
import { TextSections } from "~/components/site/text-sections";
import { dateText } from "~/lib/blog.server";
import { COPY, type TextBlocks } from "~/lib/copy";
import { seoMeta } from "~/lib/seo";
import { staticPageSeo } from "~/lib/seo.server";
import { publicPageHeaders } from "~/lib/site-headers";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/legal";

export const handle = staticPage;
export const headers = publicPageHeaders;

/** Public: the five legal pages (spec section 2), dated, with the lawyer-review notice. */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const name = new URL(args.request.url).pathname.slice(1);
  if (!(LEGAL_PAGES as readonly string[]).includes(name)) throw new NotFound();
  const page = name as LegalPage;
  const i18n = args.context.get(i18nContext);
  const t = i18n.getFixedT(null, "legal");
  const title = t(`${page}.title`);
  const sections = t(`${page}.sections`, { ...COPY, returnObjects: true }) as unknown as TextBlocks;
  const first = Object.values(sections)[0]?.body ?? "";
  const seo = await staticPageSeo(args, {
    title,
    description: `${t(`${page}.lead`, COPY)} ${first}`,
    schemaType: "WebPage",
    crumb: title,
  });
  return { seo, page, updated: dateText(i18n.language, new Date(CLAIMS.legalRevised)) };
});

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  const { page } = loaderData;
  const sections = t(`${page}.sections`, { ...COPY, returnObjects: true }) as unknown as TextBlocks;
  return (
    <SitePage>
      <PageHero title={t(`${page}.title`)} lead={t(`${page}.lead`, COPY)}>
        <p className="mt-4 text-muted-foreground text-sm">
          {t("updated", { date: loaderData.updated })}
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p
          role="note"
          className="mb-10 rounded-md border border-amber-500 bg-amber-50 p-4 text-amber-950 text-sm dark:bg-amber-950 dark:text-amber-50"
        >
          {t("review")}
        </p>
        <TextSections blocks={sections} />
        <p className="mt-12 text-muted-foreground text-sm">{t("contact", COPY)}</p>
      </div>
    </SitePage>
  );
}
