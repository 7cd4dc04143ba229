import type { ApiErrorBody } from "@domain/api/errors";
import { parseContactMessage } from "@domain/site/contact";
import { saveContactMessage } from "@server/cms";
import { requestContext } from "@server/context";
import { apiRoute } from "@server/http";
import { data, redirect } from "react-router";
import { flashToast } from "./toast.server";

/** What the contact form keeps of a refused post, so nobody types their message twice. */
export type ContactValues = { name: string; email: string; subject: string; message: string };
export type ContactAnswer = ApiErrorBody & { values?: ContactValues };

const FIELDS = ["name", "email", "subject", "message"] as const;

/**
 * The contact form's action, shared by the landing page, /contact and /contact-us (public, so
 * nobody needs to be signed in): checks the post with the shared schema, stores it, and goes
 * back to the form with the "Message Sent" toast. A refused post answers 400 with the problem
 * and the typed values; a flood answers 429 (server/cms); nothing is stored for either.
 */
export const contactAction = apiRoute(async ({ request, context }) => {
  const fields = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(
    FIELDS.map((name) => [name, typeof fields[name] === "string" ? fields[name] : ""]),
  ) as ContactValues;
  const parsed = parseContactMessage(fields);
  if (!parsed.ok) {
    const problem =
      "refusal" in parsed ? { message: "site:contact.errors.refused" } : parsed.problem;
    return data({ error: { code: "INVALID_INPUT", ...problem }, values } satisfies ContactAnswer, {
      status: 400,
    });
  }
  const { req } = context.get(requestContext).node;
  await saveContactMessage(parsed.value, req.ip ?? "unknown");
  const back = new URL(request.url);
  back.search = "";
  return redirect(`${back.pathname}#contact`, {
    headers: {
      "Set-Cookie": flashToast({
        kind: "success",
        title: "site:contact.sent",
        description: "site:contact.sentDescription",
      }),
    },
  });
});
