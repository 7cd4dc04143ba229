import { parse, type SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { InvalidInput } from "../errors";
import { answerFor } from "./errors";

/**
 * The one answer of a page action that did not do what was asked (docs/forms.md): Conform's
 * SubmissionResult, whose field errors and form errors (`error[""]`) are message keys
 * ("namespace:path"), sent with the status the refusal has. What was typed comes back in it, so
 * the form shows it again.
 */
export type FormReply = SubmissionResult<string[]>;

type Replyable = { reply: (options?: ReplyOptions) => FormReply };
type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]> } & {
  hideFields?: string[];
};
type Init = { status?: number; headers?: HeadersInit; hideFields?: string[] };

/** A form post without a schema of its own (no fields to check) as a submission to reply to. */
function replyable(from: Replyable | FormData): Replyable {
  return from instanceof FormData ? parse(from, { resolve: () => ({ value: {} }) }) : from;
}

/**
 * The submission's own answer: its field errors as the shared schema found them (400), or
 * whatever `options` add.
 */
export function formReply(
  submission: Replyable | FormData,
  { status = 400, headers, ...options }: Init & Omit<ReplyOptions, "hideFields"> = {},
) {
  return data(replyable(submission).reply(options), { status, headers });
}

/** A refusal that is no one field's: `messageKey` as the form's error, with its status. */
export function formError(
  submission: Replyable | FormData,
  messageKey: string,
  { status = 400, headers, hideFields }: Init = {},
) {
  return formReply(submission, { status, headers, hideFields, formErrors: [messageKey] });
}

/**
 * What a page action answers when the work it called throws: the error's status, headers
 * (Retry-After) and message key as the form's error, or as its field's when it names one; an
 * unexpected error is logged (once, with the request's id) and answers 500 with the unexpected
 * message. A redirect or route answer is not a failure: it is thrown on.
 */
export function formFailure(
  submission: Replyable | FormData,
  error: unknown,
  context: Readonly<RouterContextProvider>,
  { hideFields }: Pick<Init, "hideFields"> = {},
) {
  if (error instanceof Response) throw error;
  const { status, body, headers } = answerFor(error, context);
  const { message, field } = body.error;
  const onField = error instanceof InvalidInput && field !== undefined;
  return formReply(submission, {
    status,
    headers,
    hideFields,
    ...(onField ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }),
  });
}
