import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { ProgressFill } from "./progress-fill";

/**
 * The one full-screen progress of a durable job (a generation, an idea set: ADR 0023), driven by
 * the job's real phase and percent, not a timer. The caller gives the texts (each job's own, from
 * its locale namespace) and what only its job shows (`children`, after the live phase line, and
 * `details`, after the percentage).
 */
export function JobOverlay({
  titleId,
  title,
  phase,
  percent,
  progressText,
  hint,
  wide = false,
  children,
  details,
}: {
  /** The heading's id: the dialog and the progress bar are named by it. */
  titleId: string;
  title: string;
  /** The phase, said as it changes. */
  phase: string;
  percent: number;
  /** "N% complete" in the job's words. */
  progressText: string;
  /** The closing line (the job goes on when the tab closes). */
  hint: string;
  wide?: boolean;
  children?: ReactNode;
  details?: ReactNode;
}) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 grid place-items-center bg-background/95 p-4 backdrop-blur"
    >
      <div className={cn("w-full space-y-5", wide ? "max-w-2xl" : "max-w-xl")}>
        <h2 id={titleId} className="font-semibold text-2xl">
          {title}
        </h2>
        <p aria-live="polite" className="font-medium">
          {phase}
        </p>
        {children}
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={progressText}
          aria-labelledby={titleId}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <ProgressFill percent={percent} />
        </div>
        <p className="text-muted-foreground text-sm">{progressText}</p>
        {details}
        <p className="text-muted-foreground text-xs">{hint}</p>
      </div>
    </div>
  );
}
