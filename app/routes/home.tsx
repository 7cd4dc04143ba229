import { APP_NAME } from "@domain/app";
import { PLANS } from "@domain/plans";
import { i18nContext } from "@server/context";
import { FileText, Send, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/home";

/** Public: the landing page, rendered on the server in the visitor's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = context.get(i18nContext).getFixedT(null, "home");
  return {
    title: t("meta.title", { app: APP_NAME }),
    description: t("meta.description", { app: APP_NAME }),
    url: new URL("/", request.url).href,
  };
}

const STEPS = [
  { key: "describe", icon: FileText },
  { key: "generate", icon: Sparkles },
  { key: "publish", icon: Send },
] as const;

export default function Home() {
  const { t } = useTranslation("home");
  const freeGenerations = PLANS.free.generationLimit;
  return (
    <>
      <SiteHeader />
      <main id="main">
        <section className="mx-auto max-w-6xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <h1 className="mx-auto max-w-3xl text-balance font-bold text-4xl tracking-tight sm:text-6xl">
            {t("hero.title")}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-balance text-lg text-muted-foreground">
            {t("hero.subtitle", { app: APP_NAME })}
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/auth">{t("hero.cta")}</Link>
            </Button>
          </div>
          <p className="mt-4 text-muted-foreground text-sm">
            {t("hero.note", { count: freeGenerations })}
          </p>
        </section>
        <section id="features" aria-labelledby="how-title" className="border-t bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
            <h2 id="how-title" className="text-center font-bold text-3xl tracking-tight">
              {t("how.title")}
            </h2>
            <ol className="mt-12 grid gap-8 sm:grid-cols-3">
              {STEPS.map(({ key, icon: Icon }, index) => (
                <li key={key} className="rounded-xl border bg-card p-6 text-card-foreground">
                  <Icon aria-hidden className="size-6 text-primary" />
                  <h3 className="mt-4 font-semibold text-lg">
                    {t("how.step", { number: index + 1 })} · {t(`how.${key}.title`)}
                  </h3>
                  <p className="mt-2 text-muted-foreground">{t(`how.${key}.body`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: data.title },
    { name: "description", content: data.description },
    { tagName: "link", rel: "canonical", href: data.url },
    { property: "og:title", content: data.title },
    { property: "og:description", content: data.description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: data.url },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
