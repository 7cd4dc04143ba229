import { CircleAlertIcon } from "lucide-react";

export type ShownProblem = { title?: string; message: string };

/** A refusal in the words of its message keys, read out as an alert. */
export function ProblemAlert({ problem }: { problem: ShownProblem | null }) {
  if (!problem) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
    >
      <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      <p>
        {problem.title ? (
          <>
            <strong className="font-semibold">{problem.title}</strong>
            <span className="sr-only">: </span>{" "}
          </>
        ) : null}
        <span>{problem.message}</span>
      </p>
    </div>
  );
}
