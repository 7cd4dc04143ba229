import { readAnswer } from "@domain/api/errors";
import type { FieldProblem } from "@domain/site/admin-content";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { toast } from "~/components/ui/toaster";
import { useMessageText } from "~/lib/use-message-text";

type Options<T> = {
  /** The answer's schema (the API contract). */
  schema: z.ZodType<T>;
  /** Locale key of the toast a refusal that names no field shows (spec section 8's words). */
  failedTitle: string;
  onDone: (value: T) => void;
};

/**
 * Sends an admin form as JSON through a fetcher and reads the answer with the API contract: a
 * problem with one field goes beside that field, any other refusal is a toast; success calls
 * `onDone` (the success toast rides the flash cookie).
 */
export function useAdminSave<T>({ schema, failedTitle, onDone }: Options<T>) {
  const fetcher = useFetcher();
  const { text } = useMessageText();
  const [serverProblem, setServerProblem] = useState<{ field: string; problem: FieldProblem }>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer, not per render.
  useEffect(() => {
    if (answer === undefined) return;
    const read = readAnswer(schema, answer);
    if (read.ok) {
      onDone(read.value);
      return;
    }
    const { field, message, params } = read.error;
    if (field) setServerProblem({ field, problem: { message, params } });
    else toast.error(text(failedTitle), { description: text(message, params) });
  }, [answer]);

  const send = (
    body: Record<string, unknown>,
    method: "POST" | "PUT" | "DELETE",
    action: string,
  ) => {
    setServerProblem(undefined);
    void fetcher.submit(JSON.stringify(body), {
      method,
      action,
      encType: "application/json",
    });
  };
  return { send, busy: fetcher.state !== "idle", serverProblem };
}
