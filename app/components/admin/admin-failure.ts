import type { ApiError } from "@domain/api/errors";
import type { FieldProblem } from "@domain/site/admin-content";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toaster";
import { useMessageText } from "~/lib/use-message-text";

/** A server's problem with one field of a form: shown beside that field. */
export type ServerProblem = { field: string; problem: FieldProblem };

/**
 * How the admin screens show a refused API call (`useApi`'s `onError`). Success toasts come back
 * as the flash cookie; these are the refusals.
 */
export function useAdminFailure() {
  const { t } = useTranslation("admin");
  const { text, problemText } = useMessageText();
  return useMemo(
    () => ({
      /**
       * A change's refusal as a toast titled with the spec's words for the change (`title`:
       * "Failed to upgrade user", "Failed to add credits"...), with the server's reason, or "User
       * not authenticated" when the session has ended.
       */
      changeFailed: (title: string, error: ApiError) => {
        const description =
          error.code === "UNAUTHENTICATED"
            ? t("users.errors.notAuthenticated")
            : problemText(error).message;
        toast.error(title, { description });
      },
      /**
       * A form's refusal: a problem with one field goes beside that field (`onField`), any other
       * is a toast titled `titleKey` (a locale key) with the server's reason.
       */
      saveFailed: (
        titleKey: string,
        error: ApiError,
        onField: (problem: ServerProblem) => void,
      ) => {
        const { field, message, params } = error;
        if (field) onField({ field, problem: { message, params } });
        else toast.error(text(titleKey), { description: text(message, params) });
      },
    }),
    [t, text, problemText],
  );
}
