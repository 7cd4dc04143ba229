import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * Content that screen readers announce but that takes no room on screen, such as the name of an
 * icon-only button. `focusable` shows it again while it has focus (for "skip to content" links).
 */
export function VisuallyHidden({
  className,
  asChild = false,
  focusable = false,
  ...props
}: ComponentProps<"span"> & { asChild?: boolean; focusable?: boolean }) {
  const Comp = asChild ? Slot.Root : "span";
  return (
    <Comp
      data-slot="visually-hidden"
      className={cn("sr-only", focusable && "focus:not-sr-only", className)}
      {...props}
    />
  );
}
