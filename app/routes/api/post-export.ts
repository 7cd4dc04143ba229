import { requireUser } from "@server/auth";
import { NotFound } from "@server/errors";
import { contentDisposition, exportPost, isPostExportFormat } from "@server/exports";
import { apiRoute } from "@server/http";
import type { Route } from "./+types/post-export";

/**
 * GET /api/posts/{id}/export/{format} (its owner only): the post as a download, format html,
 * md, txt or docx. An unknown format, a missing post and someone else's post are all 404.
 */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const { id, format } = args.params;
  if (!isPostExportFormat(format)) throw new NotFound();
  const file = await exportPost(user, id, format);
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": contentDisposition(file.fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
