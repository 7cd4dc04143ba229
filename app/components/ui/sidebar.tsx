import { PanelLeftIcon, XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, type MouseEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { useSidebar } from "~/components/ui/sidebar-provider";
import { cn } from "~/lib/cn";

export type SidebarProps = ComponentProps<"div"> & {
  /** The inline side it sits on; "end" is the right in left-to-right languages. */
  side?: "start" | "end";
  /** What collapsing does on desktop: keep a 3rem strip of icons, slide away, or nothing. */
  collapsible?: "icon" | "offcanvas" | "none";
};

/**
 * The sidebar: a 16rem column on desktop that collapses to 3rem of icons, and below 768px an
 * 18rem off-canvas sheet (a modal dialog) opened by `SidebarTrigger`. Put a `<nav aria-label>`
 * inside for navigation links.
 */
export function Sidebar({
  side = "start",
  collapsible = "icon",
  className,
  children,
  ...props
}: SidebarProps) {
  const { t } = useTranslation("ui");
  const { isMobile, state, openMobile, setOpenMobile, sidebarId } = useSidebar();
  // The sheet has no radix Trigger, so it gives focus back to whatever had it when it opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  if (isMobile) {
    return (
      <DialogPrimitive.Root open={openMobile} onOpenChange={setOpenMobile}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0" />
          <DialogPrimitive.Content
            data-slot="sidebar"
            data-mobile="true"
            data-state="expanded"
            data-side={side}
            onOpenAutoFocus={() => {
              const active = document.activeElement;
              returnFocusTo.current = active instanceof HTMLElement ? active : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
            className={cn(
              "group fixed inset-y-0 z-50 flex w-72 max-w-[calc(100vw-3rem)] flex-col bg-sidebar text-sidebar-foreground shadow-lg transition-transform duration-200 ease-out focus:outline-hidden",
              side === "start"
                ? "start-0 border-e border-sidebar-border starting:-translate-x-full rtl:starting:translate-x-full"
                : "end-0 border-s border-sidebar-border starting:translate-x-full rtl:starting:-translate-x-full",
              className,
            )}
            {...props}
          >
            <DialogPrimitive.Title className="sr-only">{t("sidebar.title")}</DialogPrimitive.Title>
            {children}
            {/* Last in tab order and shown only when focused: touch screen readers need a way out. */}
            <div className="sr-only focus-within:not-sr-only focus-within:absolute focus-within:end-2 focus-within:top-2">
              <DialogPrimitive.Close className="inline-flex size-8 items-center justify-center rounded-md bg-sidebar focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden">
                <XIcon aria-hidden className="size-4" />
                <span className="sr-only">{t("sidebar.close")}</span>
              </DialogPrimitive.Close>
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
  }

  const collapsed = state === "collapsed" && collapsible !== "none";
  return (
    <div
      data-slot="sidebar"
      id={sidebarId}
      data-state={collapsed ? "collapsed" : "expanded"}
      data-collapsible={collapsed ? collapsible : ""}
      data-side={side}
      inert={collapsed && collapsible === "offcanvas"}
      className={cn(
        "group peer sticky top-0 hidden h-svh shrink-0 flex-col overflow-hidden bg-sidebar text-sidebar-foreground md:flex",
        "w-(--sidebar-width) transition-[width] duration-200 ease-linear",
        "data-[collapsible=icon]:w-(--sidebar-width-icon) data-[collapsible=offcanvas]:w-0 data-[collapsible=offcanvas]:border-0",
        side === "start"
          ? "border-e border-sidebar-border"
          : "order-last border-s border-sidebar-border",
        className,
      )}
      {...props}
    >
      <div
        className={cn(
          "flex h-full w-full flex-col",
          collapsible === "offcanvas" && "min-w-(--sidebar-width)",
        )}
      >
        {children}
      </div>
    </div>
  );
}

/** The button that opens and closes the sidebar, labelled for screen readers. */
export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { t } = useTranslation("ui");
  const { toggleSidebar, isMobile, open, openMobile, sidebarId } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      className={cn("size-8", className)}
      aria-label={t("sidebar.toggle")}
      aria-expanded={isMobile ? openMobile : open}
      aria-controls={isMobile ? undefined : sidebarId}
      aria-keyshortcuts="Control+B Meta+B"
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon aria-hidden className="rtl:-scale-x-100" />
    </Button>
  );
}

/** The page's main content, next to the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<"main">) {
  return (
    <main
      data-slot="sidebar-inset"
      className={cn("relative flex min-w-0 flex-1 flex-col bg-background", className)}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-header"
      className={cn("flex flex-col gap-2 p-2", className)}
      {...props}
    />
  );
}

/** The scrolling middle of the sidebar, between its header and footer. */
export function SidebarContent({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn(
        "flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-footer"
      className={cn("flex flex-col gap-2 p-2", className)}
      {...props}
    />
  );
}
