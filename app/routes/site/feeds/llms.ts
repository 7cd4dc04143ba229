import { APP_NAME } from "@domain/app";
import { llmsTxt } from "@domain/site/feeds";
import { COMPANY_PAGES, LEGAL_PAGES, SOLUTIONS } from "@domain/site/pages";
import { i18nContext } from "@server/context";
import { htmlToMarkdown } from "@server/exports";
import { pageRoute } from "@server/http";
import { COPY } from "~/lib/copy";
import type { Route } from "./+types/llms";
import { feedContent, feedResponse } from "./feed.server";

/**
 * Public: /llms.txt (the site for language models, https://llmstxt.org) and /llms-full.txt
 * (the same, followed by every published article as Markdown).
 */
export const loader = pageRoute(async ({ request, context }: Route.LoaderArgs) => {
  const { origin, articles } = await feedContent(request);
  const t = context.get(i18nContext).getFixedT(null, ["home", "site", "pages", "legal", "blog"]);
  const full = new URL(request.url).pathname === "/llms-full.txt";
  const company: Record<(typeof COMPANY_PAGES)[number], string> = {
    about: t("pages:about.title", COPY),
    careers: t("pages:careers.title", COPY),
    contact: t("pages:contact.title"),
    "contact-us": t("pages:contact.title"),
    "help-center": t("pages:helpCenter.title"),
    documentation: t("pages:documentation.title"),
  };
  let body = llmsTxt({
    name: APP_NAME,
    summary: t("home:meta.description", { app: APP_NAME }),
    details: t("site:footer.tagline", { app: APP_NAME }),
    sections: [
      {
        title: t("site:footer.product"),
        links: [
          {
            title: t("home:hero.title"),
            url: `${origin}/`,
            note: t("home:hero.subtitle", { app: APP_NAME }),
          },
          {
            title: t("home:pricing.title"),
            url: `${origin}/#pricing`,
            note: t("home:pricing.lead"),
          },
        ],
      },
      {
        title: t("site:footer.solutions"),
        links: SOLUTIONS.map((solution) => ({
          title: t(`pages:solutions.${solution}.title`, COPY),
          url: `${origin}/solutions/${solution}`,
          note: t(`pages:solutions.${solution}.lead`, COPY),
        })),
      },
      {
        title: t("blog:title"),
        links: articles.map((article) => ({
          title: article.title,
          url: `${origin}/blog/${article.slug}`,
          note: article.metaDescription ?? article.excerpt,
        })),
      },
      {
        title: t("site:footer.company"),
        links: COMPANY_PAGES.filter((page) => page !== "contact-us").map((page) => ({
          title: company[page],
          url: `${origin}/${page}`,
        })),
      },
      {
        title: "Optional",
        links: [
          ...LEGAL_PAGES.map((page) => ({
            title: t(`legal:${page}.title`),
            url: `${origin}/${page}`,
          })),
          ...(full ? [] : [{ title: "llms-full.txt", url: `${origin}/llms-full.txt` }]),
        ],
      },
    ],
  });
  if (full) {
    body += articles
      .map(
        (article) =>
          `\n---\n\n# ${article.title}\n\nSource: ${origin}/blog/${article.slug}\n\n${htmlToMarkdown(article.content)}\n`,
      )
      .join("");
  }
  return feedResponse(body, "text/plain");
});
