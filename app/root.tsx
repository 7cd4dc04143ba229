// First: the browser's libraries set up for the content security policy (app/lib/csp.ts).
import "./lib/csp";
import { directionOf } from "@domain/languages";
import { requestContext } from "@server/context";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { RouteErrorBoundary } from "./components/errors/route-error-boundary";
import { StaticToast } from "./components/site/static-toast";
import { Toaster } from "./components/ui/toaster";
import { i18nMiddleware } from "./i18n/i18n.server";
import { readTheme } from "./lib/preferences.server";
import { isStaticPage, SITE_SCRIPT } from "./lib/site-page";
import { takeToast } from "./lib/toast.server";
import { useFlashToast } from "./lib/use-flash-toast";
import type { RootData } from "./lib/use-root-data";

export const middleware: Route.MiddlewareFunction[] = [i18nMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Public: theme, CSP nonce, who is signed in (for the header) and a toast left by a redirect. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { nonce, user } = context.get(requestContext);
  const { toast, clear } = takeToast(request);
  return data(
    {
      theme: readTheme(request),
      nonce,
      toast,
      user: user && { email: user.email, name: user.name, tier: user.tier, isAdmin: user.isAdmin },
    } satisfies RootData,
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

/** A "too many attempts" page tells the browser when to try again. */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  const retry = errorHeaders?.get("Retry-After");
  return retry ? { "Retry-After": retry } : {};
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { i18n, t } = useTranslation();
  const language = i18n.language;
  // Public pages ship no React to the browser (ADR 0011): their HTML is complete as sent.
  const hydrate = !isStaticPage(useMatches());
  return (
    <html lang={language} dir={directionOf(language)} data-theme={data?.theme ?? "system"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
        >
          {t("skipToContent")}
        </a>
        {children}
        {hydrate ? (
          <>
            <Toaster />
            <ScrollRestoration nonce={data?.nonce} />
            <Scripts nonce={data?.nonce} />
          </>
        ) : (
          <>
            {data?.toast ? <StaticToast toast={data.toast} /> : null}
            <script src={SITE_SCRIPT} nonce={data?.nonce} defer />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useFlashToast(loaderData.toast);
  // Marks the page interactive; end-to-end tests wait for it before using scripted controls.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
