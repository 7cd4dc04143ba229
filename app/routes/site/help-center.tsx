import { HELP_CATEGORIES, helpCategoryPath } from "@domain/site/pages";
import { i18nContext } from "@server/context";
import { pageRoute } from "@server/http";
import { countHelpByKeyword } from "@server/site";
import { BookOpen, CreditCard, LifeBuoy, PenSquare, Search, Sparkles, User } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ghostButton, primaryButton } from "~/components/layout/site-header";
import { PageHero, SitePage } from "~/components/site/site-page";
import { COPY } from "~/lib/copy";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/help-center";
import { publicPageHeaders } from "./headers";
import { seoMeta } from "./seo";
import { staticPageSeo } from "./seo.server";

export const handle = staticPage;
export const headers = publicPageHeaders;

const ICONS = {
  "getting-started": LifeBuoy,
  "content-creation": PenSquare,
  "account-settings": User,
  billing: CreditCard,
  "ai-features": Sparkles,
} as const;

/** Public: search, the five categories with counts from published help content, Still Need Help? */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const t = args.context.get(i18nContext).getFixedT(null, "pages");
  const counts = await countHelpByKeyword();
  const title = t("helpCenter.title");
  return {
    seo: await staticPageSeo(args, {
      title,
      description: t("helpCenter.lead"),
      schemaType: "WebPage",
      crumb: title,
    }),
    categories: HELP_CATEGORIES.map((category) => ({
      ...category,
      count: counts.get(category.keyword) ?? 0,
    })),
  };
});

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  return (
    <SitePage>
      <PageHero title={t("helpCenter.title")} lead={t("helpCenter.lead")}>
        <search className="mx-auto mt-8 max-w-xl">
          <form method="get" action="/blog" className="flex gap-2">
            <label htmlFor="help-search" className="sr-only">
              {t("helpCenter.searchLabel")}
            </label>
            <input
              id="help-search"
              type="search"
              name="q"
              placeholder={t("helpCenter.searchPlaceholder")}
              className="h-11 w-full rounded-md border border-input bg-background px-3"
            />
            <button type="submit" className={`${primaryButton} h-11 gap-2`}>
              <Search aria-hidden className="size-4" />
              {t("helpCenter.search")}
            </button>
          </form>
        </search>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 className="font-bold text-2xl">{t("helpCenter.categoriesTitle")}</h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.categories.map((category) => {
            const Icon = ICONS[category.id];
            return (
              <li
                key={category.id}
                className="relative flex flex-col rounded-xl border bg-card p-6 hover:border-primary"
              >
                <Icon aria-hidden className="size-6 text-primary" />
                <h3 className="mt-4 font-semibold text-lg">
                  <a href={helpCategoryPath(category)} className="after:absolute after:inset-0">
                    {t(`helpCenter.categories.${category.id}.title`)}
                  </a>
                </h3>
                <p className="mt-2 flex-1 text-muted-foreground">
                  {t(`helpCenter.categories.${category.id}.description`)}
                </p>
                <p className="mt-4 flex items-center justify-between text-sm">
                  <span>{t("helpCenter.articles", { count: category.count })}</span>
                  <span aria-hidden className="text-primary">
                    {t("helpCenter.browse")} →
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
        <section
          aria-labelledby="still-title"
          className="mt-16 rounded-xl bg-muted/60 p-10 text-center"
        >
          <BookOpen aria-hidden className="mx-auto size-8 text-primary" />
          <h2 id="still-title" className="mt-4 font-bold text-2xl">
            {t("helpCenter.stillNeedHelp")}
          </h2>
          <p className="mt-2 text-muted-foreground">{t("helpCenter.stillNeedHelpBody", COPY)}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href="/contact" className={primaryButton}>
              {t("helpCenter.contact")}
            </a>
            <a href="/documentation" className={`${ghostButton} border`}>
              {t("helpCenter.documentation")}
            </a>
          </div>
        </section>
      </div>
    </SitePage>
  );
}
