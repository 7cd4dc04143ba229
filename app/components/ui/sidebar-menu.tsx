import { directionOf } from "@domain/languages";
import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import { type ComponentProps, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSidebar } from "~/components/ui/sidebar-provider";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { cn } from "~/lib/cn";

export function SidebarGroup({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-group"
      className={cn("relative flex w-full min-w-0 flex-col p-2", className)}
      {...props}
    />
  );
}

/** A group's heading; it fades out when the sidebar collapses to icons. */
export function SidebarGroupLabel({
  className,
  asChild = false,
  ...props
}: ComponentProps<"div"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "div";
  return (
    <Comp
      data-slot="sidebar-group-label"
      className={cn(
        "flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium text-muted-foreground transition-[margin,opacity] duration-200 ease-linear",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden [&>svg]:size-4 [&>svg]:shrink-0",
        "group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:opacity-0",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<"ul">) {
  return (
    <ul
      data-slot="sidebar-menu"
      className={cn("flex w-full min-w-0 flex-col gap-1", className)}
      {...props}
    />
  );
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<"li">) {
  return <li data-slot="sidebar-menu-item" className={cn("relative", className)} {...props} />;
}

const menuButtonVariants = cva(
  [
    "flex w-full cursor-pointer items-center gap-2 overflow-hidden rounded-md p-2 text-start text-sm text-sidebar-foreground transition-[width,height,padding]",
    "hover:bg-sidebar-accent active:bg-sidebar-accent data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium",
    "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2!",
    "[&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0",
  ],
  {
    variants: {
      size: {
        sm: "h-7 text-xs",
        default: "h-8",
        lg: "h-12 group-data-[collapsible=icon]:p-0!",
      },
    },
    defaultVariants: { size: "default" },
  },
);

export type SidebarMenuButtonProps = ComponentProps<"button"> &
  VariantProps<typeof menuButtonVariants> & {
    /** Renders the single child (a router `NavLink`, say) with the button's styles. */
    asChild?: boolean;
    /** Highlights the entry of the current page. Links should also carry aria-current="page". */
    isActive?: boolean;
    /** The label shown in a tooltip while the sidebar is collapsed to icons. */
    tooltip?: string | ComponentProps<typeof TooltipContent>;
  };

/**
 * An entry of a `SidebarMenu`: an icon then a `<span>` label. When the sidebar collapses to
 * icons, the label is clipped (screen readers still read it) and `tooltip` shows it on hover.
 */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  size = "default",
  tooltip,
  className,
  ...props
}: SidebarMenuButtonProps) {
  const { isMobile, state } = useSidebar();
  const { i18n } = useTranslation("ui");
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const Comp = asChild ? Slot.Root : "button";
  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      data-size={size}
      data-active={isActive}
      className={cn(menuButtonVariants({ size }), className)}
      {...props}
    />
  );
  if (!tooltip) return button;

  const content = typeof tooltip === "string" ? { children: tooltip } : tooltip;
  return (
    <Tooltip open={tooltipOpen && state === "collapsed" && !isMobile} onOpenChange={setTooltipOpen}>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent
        side={directionOf(i18n.language) === "rtl" ? "left" : "right"}
        align="center"
        {...content}
      />
    </Tooltip>
  );
}
