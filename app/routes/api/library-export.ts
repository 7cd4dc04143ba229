import { Readable } from "node:stream";
import { requireUser } from "@server/auth";
import { requestContext } from "@server/context";
import { contentDisposition, exportLibraryZip, libraryFileName } from "@server/exports";
import { apiRoute } from "@server/http";
import type { Route } from "./+types/library-export";

/**
 * GET /api/library/export (signed-in users): the user's whole library as a zip of Markdown files
 * and library.json, streamed as it is written (no Content-Length: its size is known only at
 * the end).
 */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const { log } = args.context.get(requestContext);
  const zip = await exportLibraryZip(user, { log });
  return new Response(Readable.toWeb(zip) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(libraryFileName()),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
