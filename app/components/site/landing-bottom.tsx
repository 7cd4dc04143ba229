import { APP_NAME } from "@domain/app";
import { CLAIMS } from "@domain/site/claims";
import { CheckCircle2, Compass, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { primaryButton } from "~/components/layout/site-header";
import { ContactForm } from "./contact-form";

const section = "mx-auto max-w-6xl px-4 py-20 sm:px-6";
const heading = "text-center font-bold text-3xl tracking-tight";

const STATS = [
  { key: "users", value: () => CLAIMS.users },
  { key: "uptime", value: () => CLAIMS.uptime },
  { key: "minutes", value: null },
  { key: "languages", value: () => String(CLAIMS.languages) },
] as const;

export function WhyChoose() {
  const { t } = useTranslation("home");
  return (
    <section id="why-choose" aria-labelledby="why-title" className="border-t">
      <div className={section}>
        <h2 id="why-title" className={heading}>
          {t("why.title", { app: APP_NAME })}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-muted-foreground">{t("why.lead")}</p>
        <dl className="mt-12 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.key} className="rounded-xl border p-6 text-center">
              <dt className="text-muted-foreground text-sm">{t(`why.stats.${stat.key}`)}</dt>
              <dd className="mt-2 font-bold text-3xl text-primary">
                {stat.value
                  ? stat.value()
                  : t("why.stats.minutesValue", { minutes: CLAIMS.minutesPerGeneration })}
              </dd>
            </div>
          ))}
        </dl>
        <ul className="mx-auto mt-10 grid max-w-3xl gap-3">
          {(["original", "secure", "cancel"] as const).map((reason) => (
            <li key={reason} className="flex gap-3">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              {t(`why.reasons.${reason}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const FAQ_KEYS = [
  "what",
  "free",
  "quality",
  "seo",
  "answers",
  "languages",
  "cancel",
  "export",
] as const;

/** Eight questions as <details>: open without JavaScript, and the FAQPage JSON-LD's source. */
export function Faq({ freeGenerations }: { freeGenerations: number }) {
  const { t } = useTranslation("home");
  return (
    <section id="faq" aria-labelledby="faq-title" className="border-t bg-muted/40">
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <h2 id="faq-title" className={heading}>
          {t("faq.title")}
        </h2>
        <div className="mt-10 divide-y rounded-xl border bg-card">
          {FAQ_KEYS.map((key) => (
            <details key={key} className="group p-5">
              <summary className="cursor-pointer list-none font-medium">
                <h3 className="inline">{t(`faq.items.${key}.q`, { app: APP_NAME })}</h3>
              </summary>
              <p className="mt-3 text-muted-foreground">
                {t(`faq.items.${key}.a`, { app: APP_NAME, count: freeGenerations })}
              </p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-center">
          {t("faq.more")}{" "}
          <a
            href="/contact"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("faq.contact")}
          </a>
        </p>
      </div>
    </section>
  );
}

export function About() {
  const { t } = useTranslation("home");
  return (
    <section id="about" aria-labelledby="about-title" className="border-t">
      <div className={section}>
        <h2 id="about-title" className={heading}>
          {t("about.title", { app: APP_NAME })}
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {(
            [
              ["mission", Target],
              ["vision", Compass],
            ] as const
          ).map(([key, Icon]) => (
            <div key={key} className="rounded-xl border bg-card p-6">
              <Icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-4 font-semibold text-lg">{t(`about.${key}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`about.${key}.body`)}</p>
            </div>
          ))}
        </div>
        <div className="mx-auto mt-10 max-w-3xl text-center">
          <h3 className="font-semibold text-lg">{t("about.story.title")}</h3>
          <p className="mt-2 text-muted-foreground">{t("about.story.body", { app: APP_NAME })}</p>
          <a href="/blog" className={`${primaryButton} mt-6`}>
            {t("about.blog")}
          </a>
        </div>
      </div>
    </section>
  );
}

export function ContactSection({ action }: { action: string }) {
  const { t } = useTranslation("home");
  return (
    <section id="contact" aria-labelledby="contact-title" className="border-t bg-muted/40">
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <h2 id="contact-title" className={heading}>
          {t("contact.title")}
        </h2>
        <p className="mt-4 mb-10 text-center text-muted-foreground">{t("contact.lead")}</p>
        <ContactForm action={action} />
      </div>
    </section>
  );
}

export function ClosingCta({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="cta-title" className="border-t bg-primary text-primary-foreground">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
        <h2 id="cta-title" className="text-balance font-bold text-3xl tracking-tight">
          {t("cta.title")}
        </h2>
        <p className="mt-4 opacity-90">{t("cta.body", { users: CLAIMS.users })}</p>
        <a
          href={signedIn ? "/dashboard/create" : "/auth"}
          className="mt-8 inline-flex h-11 items-center rounded-md bg-background px-6 font-medium text-foreground hover:bg-background/90"
        >
          {t("cta.button")}
        </a>
      </div>
    </section>
  );
}
