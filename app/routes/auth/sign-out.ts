import { safeRedirect } from "@domain/safe-redirect";
import { auth } from "@server/auth";
import { requestContext } from "@server/context";
import { redirect } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/sign-out";

/** Anyone: ends the session on the server, clears its cookie and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  try {
    const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    if (!response.ok) {
      // The library's own words are English: they go to the log, the user reads a message key.
      const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
      context
        .get(requestContext)
        .log.warn(
          { status: response.status, code: body.code, authMessage: body.message },
          "sign-out refused by the auth library",
        );
      headers.append(
        "Set-Cookie",
        flashToast({
          kind: "error",
          title: "auth:signOut.error",
          description:
            response.status === 429 ? "common:tooManyAttempts.description" : "auth:signOut.failed",
        }),
      );
      const back = new URL(request.headers.get("referer") ?? "/", request.url).pathname;
      return redirect(safeRedirect(back), { headers });
    }
  } catch (error) {
    context.get(requestContext).log.error({ err: error }, "sign-out failed");
    headers.append(
      "Set-Cookie",
      flashToast({
        kind: "error",
        title: "common:errors.unexpectedTitle",
        description: "common:errors.unexpected",
      }),
    );
  }
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
