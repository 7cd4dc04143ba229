import { exportPost as exportContract } from "@domain/api/exports";
import { NotFound } from "@server/errors";
import { contentDisposition, exportPost, isPostExportFormat } from "@server/exports";
import { endpoint, serve } from "@server/http";

/**
 * One of the user's own posts as a download, format html, md, txt or docx. An unknown format, a
 * missing post and someone else's post are all 404.
 */
const routes = serve(
  endpoint(exportContract, async ({ user, params }) => {
    if (!isPostExportFormat(params.format)) throw new NotFound();
    const file = await exportPost(user, params.id, params.format);
    return new Response(file.body, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": contentDisposition(file.fileName),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
);
export const loader = routes.loader;
export const action = routes.action;
