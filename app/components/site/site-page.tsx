import { ArrowUp } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";

/** A public page: header, the page's main content, footer and the scroll-to-top button. */
export function SitePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation("site");
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      {/* Shown by /site.js once the page is scrolled past 300 px. */}
      <button
        type="button"
        data-scroll-top=""
        hidden
        className="fixed end-4 bottom-4 z-30 grid size-11 place-items-center rounded-full border bg-background shadow-lg hover:bg-accent"
      >
        <ArrowUp aria-hidden className="size-5" />
        <span className="sr-only">{t("scrollTop")}</span>
      </button>
    </>
  );
}

/** The heading block every static page opens with: one h1 and a lead paragraph. */
export function PageHero({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="border-b bg-muted/30">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        {/* A long compound (German "Datenschutzerklärung") is wider than a phone: it may break. */}
        <h1 className="hyphens-auto text-balance break-words font-bold text-4xl tracking-tight sm:text-5xl">
          {title}
        </h1>
        {lead ? (
          <p className="mx-auto mt-5 max-w-2xl text-balance text-lg text-muted-foreground">
            {lead}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
