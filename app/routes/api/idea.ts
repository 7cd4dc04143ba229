import {
  type BookmarkResponse,
  bookmarkRequestSchema,
  type DeleteIdeaResponse,
} from "@domain/api/ideas";
import { GENERATION_MESSAGES } from "@domain/generation-input";
import { requireUser } from "@server/auth";
import { InvalidInput, MethodNotAllowed } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { deleteIdea, setBookmark } from "@server/ideas";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/idea";

/**
 * PATCH /api/ideas/{id} `{ bookmarked }` and DELETE /api/ideas/{id} (elite and admin; 403
 * "Premium Feature" for anyone else, 404 for someone else's idea): nothing is stored otherwise.
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const user = requireUser(args);
  const { method } = args.request;
  if (method === "PATCH") {
    const body = bookmarkRequestSchema.safeParse(await readBody(args.request));
    if (!body.success) {
      throw new InvalidInput({
        title: GENERATION_MESSAGES.validationErrorTitle,
        message: GENERATION_MESSAGES.checkInput,
      });
    }
    const idea = await setBookmark(user, args.params.id, body.data.bookmarked);
    return { idea } satisfies BookmarkResponse;
  }
  if (method === "DELETE") {
    await deleteIdea(user, args.params.id);
    return data({ deleted: true } satisfies DeleteIdeaResponse, {
      headers: { "Set-Cookie": flashToast({ kind: "success", title: "ideas:saved.deleted" }) },
    });
  }
  throw new MethodNotAllowed(["PATCH", "DELETE"]);
});
