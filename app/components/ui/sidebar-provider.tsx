import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_SECONDS } from "@domain/site/cookies";
import {
  type ComponentProps,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { cn } from "~/lib/cn";

/** The cookie that remembers whether the desktop sidebar is open ("true" or "false"). */
export const SIDEBAR_COOKIE_NAME = SIDEBAR_COOKIE;
/** Seven days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = SIDEBAR_COOKIE_SECONDS;

const MOBILE_QUERY = "(max-width: 767px)";

function subscribeToViewport(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the viewport is narrower than 768px. The server, which cannot know, says no. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeToViewport,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

/**
 * The stored sidebar state in a `Cookie` request header: true (open), false (collapsed), or
 * undefined when there is none. Pass the result, or true, to `SidebarProvider`'s `defaultOpen`.
 */
export function readSidebarCookie(cookieHeader: string | null | undefined): boolean | undefined {
  for (const pair of cookieHeader?.split(";") ?? []) {
    const [name, value] = pair.split("=", 2).map((s) => s.trim());
    if (name === SIDEBAR_COOKIE_NAME && (value === "true" || value === "false")) {
      return value === "true";
    }
  }
  return undefined;
}

function writeSidebarCookie(open: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, synchronous write is all this needs
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

// Ctrl+B or Cmd+B. On layouts whose letters are not Latin (Arabic, Hindi...), the physical B key.
function isToggleShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat || event.altKey || event.shiftKey) return false;
  if (!event.ctrlKey && !event.metaKey) return false;
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase() === "b";
  return event.code === "KeyB";
}

export type SidebarContextValue = {
  /** "collapsed" when the desktop sidebar shows icons only (or nothing, if off-canvas). */
  state: "expanded" | "collapsed";
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Whether the off-canvas sheet is showing, below 768px. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** Opens or closes the sheet on small screens, expands or collapses the sidebar otherwise. */
  toggleSidebar: () => void;
  /** The id of the desktop sidebar element, for aria-controls. */
  sidebarId: string;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used inside a SidebarProvider");
  return context;
}

export type SidebarProviderProps = ComponentProps<"div"> & {
  /** The state to start with; the server reads it from the `sidebar_state` cookie. */
  defaultOpen?: boolean;
  /** Controls the desktop state; pair it with `onOpenChange`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * Holds the sidebar's state, saves it in the `sidebar_state` cookie and toggles it with Ctrl+B
 * or Cmd+B (unless something focused, like an editor making text bold, handled the key first).
 * It lays out a `Sidebar` next to a `SidebarInset`.
 */
export function SidebarProvider({
  defaultOpen = true,
  open: openProp,
  onOpenChange,
  className,
  style,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const sidebarId = useId();
  const [openMobile, setOpenMobile] = useState(false);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOwnOpen(next);
      onOpenChange?.(next);
      writeSidebarCookie(next);
    },
    [openProp, onOpenChange],
  );

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!isToggleShortcut(event)) return;
    event.preventDefault();
    toggleSidebar();
  });

  useEffect(() => {
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  // The sheet only exists on small screens: do not leave it open for the next time.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? "expanded" : "collapsed",
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
      sidebarId,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar, sidebarId],
  );

  return (
    <SidebarContext value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={style}
        // The widths as classes, not a style attribute: the CSP refuses those (ADR 0017).
        className={cn(
          "flex min-h-svh w-full [--sidebar-width-icon:3rem] [--sidebar-width:16rem]",
          className,
        )}
        {...props}
      >
        {children}
      </div>
    </SidebarContext>
  );
}
