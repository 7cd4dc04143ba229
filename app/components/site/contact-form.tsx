import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { CLAIMS } from "@domain/site/claims";
import { CONTACT_HONEYPOT, CONTACT_LIMITS, type ContactMessage } from "@domain/site/contact";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { useMessageText } from "~/lib/use-message-text";

const FIELDS = [
  { name: "name", type: "text", autoComplete: "name", max: CONTACT_LIMITS.name },
  { name: "email", type: "email", autoComplete: "email", max: CONTACT_LIMITS.email },
  { name: "subject", type: "text", autoComplete: "off", max: CONTACT_LIMITS.subject },
] as const;

const field =
  "mt-1 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive";

type Name = (typeof NAMES)[number];
const NAMES = ["name", "email", "subject", "message"] as const;

/**
 * The contact form (spec section 2): a plain form post to the page's own action, so it works
 * without JavaScript (the public site is not hydrated, ADR 0011: the server's reply is its
 * check). A refused post comes back as the one form reply (docs/forms.md), read here with
 * Conform: its first problem above the form, its fields marked, the text as typed; a sent one
 * comes back with the "Message Sent" toast.
 */
export function ContactForm({ action }: { action: string }) {
  const { t } = useTranslation("site");
  const { text: message } = useMessageText();
  const [form, fields] = useForm<ContactMessage>({
    lastResult: useActionData() as SubmissionResult<string[]> | undefined,
  });
  const id = useId();
  const label = (name: string) => t(`contact.${name}` as never);
  // The form's own refusal first, else the first field's problem (in the form's order).
  const failed = NAMES.find((name) => fields[name].errors?.length);
  const key = form.errors?.[0] ?? (failed && fields[failed].errors?.[0]);
  const text = key
    ? message(
        key,
        failed
          ? { min: CONTACT_LIMITS.messageMin, field: label(failed), max: CONTACT_LIMITS[failed] }
          : {},
      )
    : null;
  const invalid = (name: Name) => Boolean(fields[name].errors?.length);
  const describedBy = (name: Name) => (invalid(name) ? `${id}-error` : undefined);
  const typed = (name: Name) => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : undefined;
  };
  return (
    <form
      {...getFormProps(form)}
      method="post"
      action={action}
      className="grid gap-4"
      data-contact-form=""
    >
      {text ? (
        <div
          role="alert"
          id={`${id}-error`}
          className="rounded-md border border-destructive p-3 text-sm"
        >
          <p className="font-semibold">{t("contact.failed")}</p>
          <p className="mt-1">{text}</p>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((input) => (
          <div key={input.name} className={input.name === "subject" ? "sm:col-span-2" : undefined}>
            <label htmlFor={`${id}-${input.name}`} className="font-medium text-sm">
              {label(input.name)}
            </label>
            <input
              id={`${id}-${input.name}`}
              name={input.name}
              type={input.type}
              autoComplete={input.autoComplete}
              required
              maxLength={input.max}
              defaultValue={typed(input.name)}
              aria-invalid={invalid(input.name) || undefined}
              aria-describedby={describedBy(input.name)}
              className={field}
            />
          </div>
        ))}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="font-medium text-sm">
          {label("message")}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          required
          minLength={CONTACT_LIMITS.messageMin}
          maxLength={CONTACT_LIMITS.message}
          defaultValue={typed("message")}
          aria-invalid={invalid("message") || undefined}
          aria-describedby={describedBy("message")}
          className={field}
        />
      </div>
      {/* The honeypot: off-screen and out of the tab order; people leave it empty. */}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-trap`}>{t("contact.trap")}</label>
        <input id={`${id}-trap`} name={CONTACT_HONEYPOT} tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="inline-flex h-10 items-center rounded-md bg-primary px-5 font-medium text-primary-foreground hover:bg-primary/90"
        >
          {t("contact.send")}
        </button>
        <p className="text-muted-foreground text-sm">
          {t("contact.answerTime", { min: CLAIMS.answerHoursMin, max: CLAIMS.answerHoursMax })}
        </p>
      </div>
    </form>
  );
}
