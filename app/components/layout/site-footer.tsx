import { APP_NAME } from "@domain/app";
import { CLAIMS } from "@domain/site/claims";
import { LEGAL_PAGES, SOLUTIONS } from "@domain/site/pages";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatYear } from "~/lib/format";
import { LanguageSwitcher } from "./language-switcher";
import { primaryButton } from "./site-header";
import { ThemeSwitcher } from "./theme-switcher";

type FooterLink = { to: string; label: string };

const SOCIAL = ["x", "youtube", "linkedin", "facebook", "instagram"] as const;

/** The public footer's link groups (spec section 2), Start Writing, social links, preferences. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const { t: s } = useTranslation("site");
  const groups: { title: string; links: FooterLink[] }[] = [
    {
      title: s("footer.product"),
      links: [
        { to: "/#features", label: t("nav.features") },
        { to: "/#pricing", label: t("nav.pricing") },
      ],
    },
    {
      title: s("footer.solutions"),
      links: SOLUTIONS.map((solution) => ({
        to: `/solutions/${solution}`,
        label: s(`footer.solution.${solution}`),
      })),
    },
    {
      title: s("footer.company"),
      links: [
        { to: "/about", label: s("footer.about") },
        { to: "/careers", label: s("footer.careers") },
        { to: "/contact-us", label: s("footer.contact") },
      ],
    },
    {
      title: s("footer.support"),
      links: [
        { to: "/help-center", label: s("footer.helpCenter") },
        { to: "/documentation", label: s("footer.documentation") },
      ],
    },
    {
      title: s("footer.legal"),
      links: LEGAL_PAGES.map((page) => ({ to: `/${page}`, label: s(`footer.legalPage.${page}`) })),
    },
  ];
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-md text-muted-foreground text-sm">
            {s("footer.tagline", { app: APP_NAME })}
          </p>
          <Link to="/auth" className={primaryButton}>
            {s("footer.startWriting")}
          </Link>
        </div>
        <nav
          aria-label={s("footer.label")}
          className="mt-10 grid grid-cols-2 gap-8 text-sm sm:grid-cols-3 lg:grid-cols-5"
        >
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className="font-semibold">{group.title}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      reloadDocument
                      className="text-muted-foreground hover:text-foreground"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="mt-10 flex flex-col gap-4 border-t pt-6 text-muted-foreground text-sm md:flex-row md:items-center md:justify-between">
          <p>
            {t("footer.copyright", { year: formatYear(i18n.language, new Date()), app: APP_NAME })}
          </p>
          <ul className="flex flex-wrap gap-4" aria-label={s("footer.social")}>
            {SOCIAL.map((network) => (
              <li key={network}>
                <a
                  href={CLAIMS.social[network]}
                  rel="me noopener"
                  className="hover:text-foreground"
                >
                  {s(`footer.network.${network}`)}
                </a>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-4">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </div>
        </div>
      </div>
    </footer>
  );
}
