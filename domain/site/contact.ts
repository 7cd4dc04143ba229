import { z } from "zod";
import type { ParseResult } from "../api/errors";
import { problemOf } from "../generation-input";

/** Limits of the contact form's fields (stored in contact_submissions, read by the admin). */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  messageMin: 10,
  message: 5000,
} as const;

/** The honeypot: a field people never see; a bot that fills it is refused. */
export const CONTACT_HONEYPOT = "website";

const M = {
  nameRequired: "site:contact.errors.nameRequired",
  emailInvalid: "site:contact.errors.emailInvalid",
  subjectRequired: "site:contact.errors.subjectRequired",
  messageTooShort: "site:contact.errors.messageTooShort",
  tooLong: "site:contact.errors.tooLong",
} as const;

const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, M.tooLong);

export const contactMessageSchema = z.object({
  name: text(M.nameRequired, CONTACT_LIMITS.name),
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: M.emailInvalid }).max(CONTACT_LIMITS.email, M.tooLong)),
  subject: text(M.subjectRequired, CONTACT_LIMITS.subject),
  message: z
    .string({ error: M.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.messageMin, M.messageTooShort)
    .max(CONTACT_LIMITS.message, M.tooLong),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Why a message was not taken, beside a field's problem. */
export type ContactRefusal = "honeypot";

/** Whether a contact form post filled the honeypot (`raw` is its fields, or the form itself). */
export function contactTrapped(raw: unknown): boolean {
  const trap =
    raw instanceof FormData
      ? raw.get(CONTACT_HONEYPOT)
      : typeof raw === "object" && raw !== null
        ? (raw as Record<string, unknown>)[CONTACT_HONEYPOT]
        : undefined;
  return typeof trap === "string" && trap.trim() !== "";
}

/**
 * Checks a contact form post: the first problem names its field ("name", "email", "subject",
 * "message") with the limit it broke; a filled honeypot is refused before anything else.
 */
export function parseContactMessage(
  raw: unknown,
): ParseResult<ContactMessage> | { ok: false; refusal: ContactRefusal } {
  if (contactTrapped(raw)) return { ok: false, refusal: "honeypot" };
  const result = contactMessageSchema.safeParse(raw);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problem: problemOf(result.error) };
}

/** Messages one e-mail address may send per hour; a flood past it is refused (429). */
export const CONTACT_PER_EMAIL_PER_HOUR = 3;
/** Messages one network address may send per hour, whatever e-mail addresses they give. */
export const CONTACT_PER_IP_PER_HOUR = 10;
/**
 * Messages the whole site takes per hour, from everyone: a flood from many addresses stops here
 * rather than filling the admin's inbox (issue 24).
 */
export const CONTACT_PER_HOUR = 200;
