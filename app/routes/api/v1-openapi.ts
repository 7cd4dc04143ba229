import { readPublicOpenApi } from "@domain/api/openapi";
import { endpoint, publicApiDocumentFor, serve } from "@server/http";
import { siteOrigin } from "@server/site";
import { data } from "react-router";

/**
 * The public API's OpenAPI 3.1 document (issue 30): anyone may read it (it holds no data; the key
 * gate lets this path through), with this site's address (APP_URL) as its server.
 */
const routes = serve(
  endpoint(readPublicOpenApi, ({ request }) =>
    data(
      publicApiDocumentFor(siteOrigin(request)) as {
        openapi: string;
        paths: Record<string, unknown>;
      },
      { headers: { "Cache-Control": "public, max-age=300" } },
    ),
  ),
);
export const loader = routes.loader;
export const action = routes.action;
