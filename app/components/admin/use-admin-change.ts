import { readAnswer } from "@domain/api/errors";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { toast } from "~/components/ui/toaster";
import { useMessageText } from "~/lib/use-message-text";

/**
 * A fetcher for one admin change. Success toasts come back as the flash cookie; a refusal shows
 * here as a toast titled with the spec's words for the change (`failedTitle`: "Failed to upgrade
 * user", "Failed to add credits"...), with the server's reason, or "User not authenticated" when
 * the session has ended. `onError` sees the error code first (a screen may act on one).
 */
export function useAdminChange<T>(
  schema: z.ZodType<T>,
  failedTitle: string,
  onError?: (code: string) => boolean,
) {
  const fetcher = useFetcher();
  const { t } = useTranslation("admin");
  const { problemText } = useMessageText();
  // The latest words and handler, read when an answer arrives (one toast per answer).
  const latest = useRef({ schema, failedTitle, onError, t, problemText });
  latest.current = { schema, failedTitle, onError, t, problemText };
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer === undefined) return;
    const { schema, failedTitle, onError, t, problemText } = latest.current;
    const read = readAnswer(schema, answer);
    if (read.ok || onError?.(read.error.code)) return;
    const description =
      read.error.code === "UNAUTHENTICATED"
        ? t("users.errors.notAuthenticated")
        : problemText(read.error).message;
    toast.error(failedTitle, { description });
  }, [answer]);
  return fetcher;
}
