import { Readable } from "node:stream";
import { requireUser } from "@server/auth";
import { requestContext } from "@server/context";
import { AppError, MethodNotAllowed } from "@server/errors";
import { contentDisposition, exportLibraryZip, libraryFileName } from "@server/exports";
import { apiRoute } from "@server/http";
import { href, redirect } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/library-export";

/** Started by POST only: a GET (a link or an image on another site) starts nothing. */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  requireUser(args);
  throw new MethodNotAllowed(["POST"]);
});

/**
 * POST /api/library/export (signed-in users; cross-site posts are refused): the user's whole
 * library as a zip of Markdown files and library.json, streamed as it is written (no
 * Content-Length: its size is known only at the end). One at a time per user: while one runs,
 * the library button's form (a page navigation) goes back with a toast saying so, and any other
 * caller gets 409.
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const user = requireUser(args);
  const { log } = args.context.get(requestContext);
  const zip = await exportLibraryZip(user, { log }).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === "EXPORT_RUNNING")) throw error;
    if (args.request.headers.get("sec-fetch-mode") !== "navigate") throw error;
    throw redirect(href("/dashboard/library"), {
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
});
