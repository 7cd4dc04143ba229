import { APP_NAME } from "@domain/app";
import { PLANS, TIERS } from "@domain/plans";
import { CLAIMS } from "@domain/site/claims";
import { faqPage, organization, planOffers, website } from "@domain/site/json-ld";
import { videoEmbedUrl } from "@domain/site/video";
import { i18nContext, requestContext } from "@server/context";
import { pageRoute } from "@server/http";
import { latestOfType } from "@server/site";
import {
  About,
  ClosingCta,
  ContactSection,
  FAQ_KEYS,
  Faq,
  WhyChoose,
} from "~/components/site/landing-bottom";
import { Benefits, Demo, Features, Hero, HowItWorks } from "~/components/site/landing-top";
import { PricingSection } from "~/components/site/pricing-section";
import { SitePage } from "~/components/site/site-page";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/home";
import { contactAction } from "./contact.server";
import { publicPageHeaders } from "./headers";
import { seoMeta } from "./seo";
import { pageSeo } from "./seo.server";

export const handle = staticPage;
export const headers = publicPageHeaders;

/** Public: the landing page (spec section 2), with its demo video from published content. */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const { user } = args.context.get(requestContext);
  const t = args.context.get(i18nContext).getFixedT(null, ["home", "account"]);
  const demo = await latestOfType("demo_video");
  const description = t("home:meta.description", { app: APP_NAME });
  const free = PLANS.free.generationLimit;
  const seo = await pageSeo(args, {
    title: t("home:meta.title", { app: APP_NAME }),
    description,
    jsonLd: (origin) => [
      organization(origin, Object.values(CLAIMS.social)),
      website(origin, description),
      faqPage(
        FAQ_KEYS.map((key) => ({
          question: t(`home:faq.items.${key}.q`, { app: APP_NAME }),
          answer: t(`home:faq.items.${key}.a`, { app: APP_NAME, count: free }),
        })),
      ),
      planOffers(
        origin,
        description,
        TIERS.map((tier) => ({
          name: t(`account:plans.${tier}.name`),
          description: t("account:pricing.generations", { count: PLANS[tier].generationLimit }),
          monthlyPrice: PLANS[tier].monthlyPriceCents / 100,
          url: `${origin}/#pricing`,
        })),
      ),
    ],
  });
  return {
    seo,
    signedIn: user !== null,
    demo: demo && { embedUrl: videoEmbedUrl(demo.videoUrl), link: demo.videoUrl },
  };
});

/** The landing page's contact form posts here (a plain form, see ContactForm). */
export const action = contactAction;

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { signedIn, demo } = loaderData;
  return (
    <SitePage>
      <Hero signedIn={signedIn} />
      <Demo embedUrl={demo?.embedUrl ?? null} link={demo?.link ?? null} />
      <HowItWorks />
      <Features />
      <Benefits />
      <WhyChoose />
      <PricingSection signedIn={signedIn} />
      <Faq freeGenerations={PLANS.free.generationLimit} />
      <About />
      <ContactSection action="/?index" />
      <ClosingCta signedIn={signedIn} />
    </SitePage>
  );
}
