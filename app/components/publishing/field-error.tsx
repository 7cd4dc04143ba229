import type { ApiError } from "@domain/api/errors";
import { useMessageText } from "~/lib/use-message-text";

/** The server's refusal under the field it names (or, with `general`, one that names none). */
export function FieldError({
  id,
  error,
  field,
  general = false,
}: {
  id: string;
  error: ApiError | null;
  field?: string;
  general?: boolean;
}) {
  const { text } = useMessageText();
  if (!error) return null;
  const shown = general ? !error.field : error.field === field;
  if (!shown) return null;
  return (
    <p id={id} role={general ? "alert" : undefined} className="text-destructive text-sm">
      {text(error.message, error.params)}
    </p>
  );
}

/** aria-describedby for a field: its hint, and its error while there is one. */
export function describedBy(id: string, hint: boolean, error: ApiError | null, field: string) {
  const ids = [hint ? `${id}-hint` : "", error?.field === field ? `${id}-error` : ""];
  return ids.filter(Boolean).join(" ") || undefined;
}
