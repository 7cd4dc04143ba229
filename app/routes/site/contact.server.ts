import { type ContactAnswer, type ContactValues, parseContactMessage } from "@domain/site/contact";
import { requestContext } from "@server/context";
import { answerFor, readForm } from "@server/http";
import { saveContactMessage } from "@server/site";
import { data, type RouterContextProvider, redirect } from "react-router";
import { flashToast } from "~/lib/toast.server";

const FIELDS = ["name", "email", "subject", "message"] as const;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The contact form's action, shared by the landing page, /contact and /contact-us (public, so
 * nobody needs to be signed in): checks the post with the shared schema, stores it, and goes
 * back to the form with the "Message Sent" toast. A refused post answers 400 with the problem,
 * a flood 429 (server/site), a failure 500, each with the typed values; nothing is stored.
 */
export async function contactAction({ request, context }: Args) {
  const fields = Object.fromEntries(await readForm(request));
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
  try {
    await saveContactMessage(parsed.value, req.ip ?? "unknown");
  } catch (error) {
    // The one error answer (logged there when unexpected), plus what was typed: a flood or a
    // failing database must not cost the visitor their message.
    const { status, body, headers } = answerFor(error, context);
    return data({ ...body, values } satisfies ContactAnswer, { status, headers });
  }
  const back = new URL(request.url);
  return redirect(`${back.pathname}#contact`, {
    headers: {
      "Set-Cookie": flashToast({
        kind: "success",
        title: "site:contact.sent",
        description: "site:contact.sentDescription",
      }),
    },
  });
}
