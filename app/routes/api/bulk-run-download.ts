import { downloadBulkRun } from "@domain/api/bulk";
import { bulkRunZip } from "@server/bulk";
import { contentDisposition } from "@server/exports";
import { endpoint, serve } from "@server/http";

/** The owner downloads a run's finished posts as a zip of Markdown files. */
const routes = serve(
  endpoint(downloadBulkRun, async ({ user, params }) => {
    const zip = await bulkRunZip(user, params.id);
    return new Response(new Uint8Array(zip.body), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": contentDisposition(zip.fileName),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
);
export const loader = routes.loader;
export const action = routes.action;
