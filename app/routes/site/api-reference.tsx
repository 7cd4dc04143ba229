import { readPublicOpenApi } from "@domain/api/openapi";
import { i18nContext, requestContext } from "@server/context";
import { pageRoute } from "@server/http";
import { siteOrigin } from "@server/site";
import { useTranslation } from "react-i18next";
import rendererStyles from "swagger-ui-dist/swagger-ui.css?url";
import rendererScript from "swagger-ui-dist/swagger-ui-bundle.js?url";
import { PageHero, SitePage } from "~/components/site/site-page";
import { COPY } from "~/lib/copy";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/api-reference";
import ownStyles from "./api-reference.css?url";
import { CLIENT_EXAMPLE, curlExample } from "./api-reference.server";
import { publicPageHeaders } from "./headers";
import { seoMeta } from "./seo";
import { staticPageSeo } from "./seo.server";

/**
 * The public API's reference (issue 30, ADR 0030 "The OpenAPI document and the reference"): the
 * document GET /api/v1/openapi.json rendered by Swagger UI, whose files are served from this site
 * (Vite emits them under /assets), started by /api-reference.js. Like the other public pages it
 * ships no React; unlike them it loads the renderer's script.
 */
export const handle = staticPage;
export const headers = publicPageHeaders;

/** Public: the reference, the curl calls and the typed client example. */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const t = args.context.get(i18nContext).getFixedT(null, "pages");
  const title = t("apiReference.title");
  return {
    seo: await staticPageSeo(args, {
      title,
      description: t("apiReference.lead", COPY),
      schemaType: "WebPage",
      crumb: title,
    }),
    nonce: args.context.get(requestContext).nonce,
    curl: curlExample(siteOrigin(args.request)),
    client: CLIENT_EXAMPLE,
  };
});

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** The renderer's stylesheet, then ours over it (a light panel, AA contrast). */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: rendererStyles },
  { rel: "stylesheet", href: ownStyles },
];

function Code({ label, children }: { label: string; children: string }) {
  // A region a keyboard can reach and scroll sideways (axe: scrollable-region-focusable).
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl border bg-muted/40 p-4 text-sm"
    >
      <pre>
        <code>{children}</code>
      </pre>
    </section>
  );
}

export default function ApiReference({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const { nonce, curl, client } = loaderData;
  return (
    <SitePage>
      <PageHero title={t("apiReference.title")} lead={t("apiReference.lead", COPY)}>
        <p className="mt-6">
          <a className="font-medium text-primary underline" href={readPublicOpenApi.path}>
            {t("apiReference.document")}
          </a>
        </p>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h2 className="font-bold text-2xl">{t("apiReference.keysTitle")}</h2>
        <p className="mt-4 text-muted-foreground">{t("apiReference.keysBody", COPY)}</p>
        <h2 className="mt-14 font-bold text-2xl">{t("apiReference.curlTitle")}</h2>
        <p className="mt-4 text-muted-foreground">{t("apiReference.curlBody")}</p>
        <Code label={t("apiReference.curlTitle")}>{curl}</Code>
        <h2 className="mt-14 font-bold text-2xl">{t("apiReference.clientTitle")}</h2>
        <p className="mt-4 text-muted-foreground">{t("apiReference.clientBody")}</p>
        <Code label={t("apiReference.clientTitle")}>{client}</Code>
      </div>
      <section aria-labelledby="operations" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="operations" className="px-0 font-bold text-2xl sm:px-0">
          {t("apiReference.operationsTitle")}
        </h2>
        <div
          id="api-reference"
          data-document={readPublicOpenApi.path}
          data-servers-label={t("apiReference.servers")}
          className="mt-6 p-2"
        >
          <p className="text-muted-foreground">{t("apiReference.loading")}</p>
        </div>
      </section>
      <script src={rendererScript} nonce={nonce} defer />
      <script src="/api-reference.js" nonce={nonce} defer />
    </SitePage>
  );
}
