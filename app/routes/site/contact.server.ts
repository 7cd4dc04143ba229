import { parseWithZod } from "@conform-to/zod/v4";
import { CONTACT_HONEYPOT, contactMessageSchema, contactTrapped } from "@domain/site/contact";
import { requestContext } from "@server/context";
import { formError, formFailure, formReply, readForm } from "@server/http";
import { saveContactMessage } from "@server/site";
import { type RouterContextProvider, redirect } from "react-router";
import { flashToast } from "~/lib/toast.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The contact form's action, shared by the landing page, /contact and /contact-us (public, so
 * nobody needs to be signed in): checks the post with the shared schema, stores it, and goes
 * back to the form with the "Message Sent" toast. Otherwise it answers the one form reply
 * (docs/forms.md), which carries what was typed back: a refused post 400 with its fields'
 * problems (a filled honeypot as the form's), a flood 429 with Retry-After (server/site), a
 * failure 500; nothing is stored.
 */
export async function contactAction({ request, context }: Args) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: contactMessageSchema });
  if (contactTrapped(form))
    return formError(submission, "site:contact.errors.refused", { hideFields: [CONTACT_HONEYPOT] });
  if (submission.status !== "success") return formReply(submission);
  const { req } = context.get(requestContext).node;
  try {
    await saveContactMessage(submission.value, req.ip ?? "unknown");
  } catch (error) {
    // A flood or a failing database must not cost the visitor their message: the reply keeps it.
    return formFailure(submission, error, context);
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
