import { readOpenApi } from "@domain/api/openapi";
import { apiDocument, endpoint, serve } from "@server/http";
import { data } from "react-router";

/** The OpenAPI 3.1 document of every JSON API (anyone may read it; it holds no data). */
const routes = serve(
  endpoint(readOpenApi, () =>
    data(apiDocument() as { openapi: string; paths: Record<string, unknown> }, {
      headers: { "Cache-Control": "public, max-age=300" },
    }),
  ),
);
export const loader = routes.loader;
export const action = routes.action;
