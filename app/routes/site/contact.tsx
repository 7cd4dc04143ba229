import { i18nContext } from "@server/context";
import { pageRoute } from "@server/http";
import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ContactForm } from "~/components/site/contact-form";
import { PageHero, SitePage } from "~/components/site/site-page";
import { COPY } from "~/lib/copy";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/contact";
import { contactAction } from "./contact.server";
import { publicPageHeaders } from "./headers";
import { seoMeta } from "./seo";
import { staticPageSeo } from "./seo.server";

export const handle = staticPage;
export const headers = publicPageHeaders;

/** Public: /contact and /contact-us (one page; /contact is its canonical address). */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const t = args.context.get(i18nContext).getFixedT(null, "pages");
  const title = t("contact.title");
  return {
    action: new URL(args.request.url).pathname,
    seo: await staticPageSeo(args, {
      title,
      description: `${t("contact.lead")} ${t("contact.answer", COPY)}`,
      schemaType: "ContactPage",
      crumb: title,
      path: "/contact",
    }),
  };
});

export const action = contactAction;

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  return (
    <SitePage>
      <PageHero title={t("contact.title")} lead={t("contact.lead")}>
        <p className="mt-4 font-medium">{t("contact.answer", COPY)}</p>
      </PageHero>
      <div id="contact" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h2 className="mb-6 font-bold text-2xl">{t("contact.formTitle")}</h2>
        <ContactForm action={loaderData.action} />
        <p className="mt-10 flex items-center gap-2 text-muted-foreground">
          <Mail aria-hidden className="size-4" />
          {t("contact.email", COPY)}
        </p>
      </div>
    </SitePage>
  );
}
