import { DEFAULT_LANGUAGE } from "@domain/languages";
import { CLAIMS } from "@domain/site/claims";
import { SESSION_ABSOLUTE_SECONDS, SESSION_SECONDS } from "@domain/site/cookies";
import { LEGAL_PAGES, type LegalPage } from "@domain/site/pages";
import { i18nContext } from "@server/context";
import { NotFound } from "@server/errors";
import { pageRoute } from "@server/http";
import { useTranslation } from "react-i18next";
import { CookieTable } from "~/components/site/cookie-table";
import { type LegalSectionBlocks, LegalSections } from "~/components/site/legal-sections";
import { PageHero, SitePage } from "~/components/site/site-page";
import { COPY } from "~/lib/copy";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/legal";
import { dateText } from "./cards.server";
import { publicPageHeaders } from "./headers";
import { seoMeta } from "./seo";
import { staticPageSeo } from "./seo.server";

export const handle = staticPage;
export const headers = publicPageHeaders;

const DAY = 24 * 60 * 60;

/** The values the legal texts place: the copy file's claims and the facts the code sets. */
const FACTS = {
  ...COPY,
  hours: CLAIMS.supportResponseHours,
  noticeDays: CLAIMS.priceNoticeDays,
  sessionDays: SESSION_SECONDS / DAY,
  sessionMaxDays: SESSION_ABSOLUTE_SECONDS / DAY,
};

/**
 * Public: the legal pages (spec section 2, and the acceptable-use policy), dated; a translation
 * says that the English text governs.
 */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const name = new URL(args.request.url).pathname.slice(1);
  if (!(LEGAL_PAGES as readonly string[]).includes(name)) throw new NotFound();
  const page = name as LegalPage;
  const i18n = args.context.get(i18nContext);
  const t = i18n.getFixedT(null, "legal");
  const title = t(`${page}.title`);
  const sections = t(`${page}.sections`, {
    ...FACTS,
    returnObjects: true,
  }) as unknown as LegalSectionBlocks;
  const first = Object.values(sections)[0]?.body.split(/\n{2,}/)[0] ?? "";
  const seo = await staticPageSeo(args, {
    title,
    description: `${t(`${page}.lead`, FACTS)} ${first}`,
    schemaType: "WebPage",
    crumb: title,
  });
  return { seo, page, updated: dateText(i18n.language, new Date(CLAIMS.legalRevised)) };
});

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("legal");
  const { page } = loaderData;
  const sections = t(`${page}.sections`, {
    ...FACTS,
    returnObjects: true,
  }) as unknown as LegalSectionBlocks;
  const after = page === "cookie-policy" ? { list: <CookieTable params={FACTS} /> } : {};
  return (
    <SitePage>
      <PageHero title={t(`${page}.title`)} lead={t(`${page}.lead`, FACTS)}>
        <p className="mt-4 text-muted-foreground text-sm">
          {t("updated", { date: loaderData.updated })}
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {i18n.language === DEFAULT_LANGUAGE ? null : (
          <p role="note" className="mb-10 rounded-md border bg-muted/40 p-4 text-sm">
            {t("governs")}
          </p>
        )}
        <LegalSections sections={sections} after={after} />
        <p className="mt-12 text-muted-foreground text-sm">{t("contact", FACTS)}</p>
      </div>
    </SitePage>
  );
}
