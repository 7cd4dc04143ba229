import { LoaderCircleIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> & {
  /** What is loading, announced to screen readers; defaults to a translated "Loading…". */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
};

/** A spinning loading indicator, announced politely as a status by screen readers. */
export function Spinner({ className, label, showLabel = false, ...props }: SpinnerProps) {
  const { t } = useTranslation("ui");
  const text = label ?? t("spinner.loading");
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn("inline-flex items-center gap-2 text-sm text-muted-foreground", className)}
      {...props}
    >
      <LoaderCircleIcon aria-hidden className="size-4 shrink-0 animate-spin" />
      <span className={showLabel ? undefined : "sr-only"}>{text}</span>
    </span>
  );
}
