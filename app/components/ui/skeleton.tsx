import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A pulsing placeholder for content that is loading. It is hidden from assistive technology; mark
 * the region that is loading with `aria-busy` or show a `Spinner` to announce it.
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("animate-pulse rounded-md bg-muted", className)}
      {...props}
    />
  );
}
