import type { LucideIcon } from "lucide-react";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { cn } from "~/lib/cn";

type Props = {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  /** A toggle (bold, a list...) reports whether it is on; a plain action leaves this out. */
  pressed?: boolean;
  disabled?: boolean;
  shortcut?: string;
  /** The icon points along the writing direction (undo, redo): flipped in right-to-left. */
  mirror?: boolean;
};

/** An icon button of the editor toolbar, part of its single tab stop (see useRovingFocus). */
export function ToolbarButton({
  icon: Icon,
  label,
  onClick,
  pressed,
  disabled,
  shortcut,
  mirror,
}: Props) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          data-roving
          tabIndex={-1}
          aria-label={label}
          aria-pressed={pressed}
          aria-keyshortcuts={shortcut}
          disabled={disabled}
          // Keep the editor's selection: a click on the toolbar must not blur the text first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          className={cn(
            "inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors",
            "hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none disabled:opacity-40",
            "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring",
            "aria-pressed:bg-accent aria-pressed:text-accent-foreground",
          )}
        >
          <Icon aria-hidden className={cn("size-4", mirror && "rtl:-scale-x-100")} />
        </button>
      </TooltipTrigger>
      <TooltipContent>{shortcut ? `${label} (${shortcut})` : label}</TooltipContent>
    </Tooltip>
  );
}

export function ToolbarSeparator() {
  return <hr aria-orientation="vertical" className="mx-1 h-6 w-px border-0 bg-border" />;
}
