import { Readable } from "node:stream";
import { exportLibrary } from "@domain/api/exports";
import { requestContext } from "@server/context";
import { AppError } from "@server/errors";
import { contentDisposition, exportLibraryZip, libraryFileName } from "@server/exports";
import { endpoint, serve } from "@server/http";
import { href, redirect } from "react-router";
import { flashToast } from "~/lib/toast.server";

const routes = serve(
  /**
   * The user's whole library as a zip of Markdown files and library.json (cross-site posts are
   * refused), streamed as it is written (no Content-Length: its size is known only at the end).
   * One at a time per user: while one runs, the library button's form (a page navigation) goes
   * back with a toast saying so, and any other caller gets 409.
   */
  endpoint(exportLibrary, async ({ user, request, args }) => {
    const { log } = args.context.get(requestContext);
    const zip = await exportLibraryZip(user, { log }).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === "EXPORT_RUNNING")) throw error;
      if (request.headers.get("sec-fetch-mode") !== "navigate") throw error;
      throw redirect(`${href("/dashboard")}?tab=library`, {
        headers: { "Set-Cookie": flashToast({ kind: "error", title: error.messageKey }) },
      });
    });
    return new Response(Readable.toWeb(zip) as ReadableStream<Uint8Array>, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": contentDisposition(libraryFileName()),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
);
/**
 * Started by POST only: a GET (a link or an image on another site) starts nothing and answers
 * 405 in the one error shape (without a loader React Router would answer a bare 400).
 */
export const loader = routes.loader;
export const action = routes.action;
