import { useMessageText } from "~/lib/use-message-text";

/**
 * A page action's form error (docs/forms.md): the message keys of its reply's `formErrors`
 * (Conform's `form.errors`), read out as one alert above the form. Nothing when there are none.
 */
export function FormAlert({ id, errors }: { id?: string; errors?: string[] }) {
  const { text } = useMessageText();
  if (!errors?.length) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-destructive/40 p-3 text-destructive text-sm"
    >
      {errors.map((key) => text(key)).join(" ")}
    </p>
  );
}
