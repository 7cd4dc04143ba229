import { APP_NAME } from "@domain/app";
import { PLANS } from "@domain/plans";
import { CLAIMS } from "@domain/site/claims";
import {
  BarChart3,
  FileText,
  Globe,
  Library,
  Lightbulb,
  MessageSquareQuote,
  Send,
  Sparkles,
  Timer,
  TrendingUp,
  Users,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { ghostButton, primaryButton } from "~/components/layout/site-header";

const section = "mx-auto max-w-6xl px-4 py-20 sm:px-6";
const heading = "text-center font-bold text-3xl tracking-tight";
const card = "rounded-xl border bg-card p-6 text-card-foreground";

export function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("home");
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <p className="font-medium text-primary text-sm">{t("hero.trust", { users: CLAIMS.users })}</p>
      <h1 className="mx-auto mt-4 max-w-3xl text-balance font-bold text-4xl tracking-tight sm:text-6xl">
        {t("hero.title")}
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-balance text-lg text-muted-foreground">
        {t("hero.subtitle", { app: APP_NAME })}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <a
          href={signedIn ? "/dashboard/create" : "/auth"}
          className={`${primaryButton} h-11 px-6 text-base`}
        >
          {t("hero.cta")}
        </a>
        <a href="#demo" className={`${ghostButton} h-11 border px-6 text-base`}>
          {t("hero.demo")}
        </a>
      </div>
      <p className="mt-4 text-muted-foreground text-sm">
        {t("hero.note", { count: PLANS.free.generationLimit })}
      </p>
    </section>
  );
}

/** The demo video: the newest published `demo_video` content when there is one. */
export function Demo({ embedUrl, link }: { embedUrl: string | null; link: string | null }) {
  const { t } = useTranslation("home");
  return (
    <section id="demo" aria-labelledby="demo-title" className="border-t">
      <div className={section}>
        <h2 id="demo-title" className={heading}>
          {t("demo.title", { app: APP_NAME })}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-muted-foreground">
          {t("demo.description", { minutes: CLAIMS.minutesPerGeneration })}
        </p>
        <div className="mx-auto mt-10 aspect-video max-w-4xl overflow-hidden rounded-xl border bg-muted">
          {embedUrl ? (
            <iframe
              src={embedUrl}
              title={t("demo.videoTitle", { app: APP_NAME })}
              loading="lazy"
              width={1280}
              height={720}
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
              className="size-full"
            />
          ) : (
            <div className="grid size-full place-items-center p-8 text-center text-muted-foreground">
              {link ? (
                <a href={link} className="underline">
                  {t("demo.watch")}
                </a>
              ) : (
                t("demo.comingSoon")
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

const STEPS = [
  { key: "describe", icon: FileText },
  { key: "generate", icon: Sparkles },
  { key: "publish", icon: Send },
] as const;

export function HowItWorks() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="how-title" className="border-t bg-muted/40">
      <div className={section}>
        <h2 id="how-title" className={heading}>
          {t("how.title")}
        </h2>
        <ol className="mt-12 grid gap-8 sm:grid-cols-3">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className={card}>
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
  );
}

const FEATURES = [
  { key: "types", icon: FileText, count: CLAIMS.contentTypes },
  { key: "seo", icon: BarChart3 },
  { key: "answers", icon: MessageSquareQuote },
  { key: "languages", icon: Globe, count: CLAIMS.languages },
  { key: "library", icon: Library },
  { key: "presets", icon: Lightbulb },
] as const;

export function Features() {
  const { t } = useTranslation("home");
  return (
    <section id="features" aria-labelledby="features-title" className="border-t">
      <div className={section}>
        <h2 id="features-title" className={heading}>
          {t("features.title")}
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.key} className={card}>
              <feature.icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-4 font-semibold text-lg">
                {t(`features.${feature.key}.title`, {
                  count: "count" in feature ? feature.count : 0,
                })}
              </h3>
              <p className="mt-2 text-muted-foreground">{t(`features.${feature.key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const BENEFITS = [
  { key: "time", icon: Timer },
  { key: "rank", icon: TrendingUp },
  { key: "quoted", icon: MessageSquareQuote },
  { key: "voice", icon: Users },
] as const;

export function Benefits() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="benefits-title" className="border-t bg-muted/40">
      <div className={section}>
        <h2 id="benefits-title" className={heading}>
          {t("benefits.title", { app: APP_NAME })}
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit.key} className={card}>
              <benefit.icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-4 font-semibold">{t(`benefits.${benefit.key}.title`)}</h3>
              <p className="mt-2 text-muted-foreground text-sm">
                {t(`benefits.${benefit.key}.body`, { minutes: CLAIMS.minutesPerGeneration })}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
