import { directionOf } from "@domain/languages";
import type { CSSProperties } from "react";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Toaster as Sonner, type ToasterProps, toast } from "sonner";
import { toasterMounted } from "~/lib/toast-queue";

type Theme = NonNullable<ToasterProps["theme"]>;

// The theme is <html data-theme="light|dark|system">; watch it so toasts switch with the page.
function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

function readTheme(): Theme {
  const theme = document.documentElement.dataset.theme;
  return theme === "light" || theme === "dark" ? theme : "system";
}

function serverTheme(): Theme {
  return "system";
}

// Sonner's own colours are replaced by the design tokens, which follow light and dark by
// themselves; its stylesheet is not layered, so inline variables are what override it.
const tokenStyle = {
  "--normal-bg": "var(--color-popover)",
  "--normal-text": "var(--color-popover-foreground)",
  "--normal-border": "var(--color-border)",
  "--border-radius": "var(--radius)",
  fontFamily: "var(--font-sans)",
} as CSSProperties;

/**
 * Sonner's toaster (a chunk of its own, loaded by `Toaster` in ./toaster after the page's first
 * paint): it follows the page's theme and the language's text direction (toasts sit at the
 * bottom end corner). Once mounted, the toasts queued with `toast()` (~/lib/toast-queue) are shown.
 */
export default function ToasterView({ style, toastOptions, ...props }: ToasterProps) {
  const { t, i18n } = useTranslation("ui");
  useEffect(() => toasterMounted(toast), []);
  const theme = useSyncExternalStore(subscribeToTheme, readTheme, serverTheme);
  const dir = directionOf(i18n.language);
  return (
    <Sonner
      theme={theme}
      dir={dir}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      customAriaLabel={t("toaster.label", { shortcut: "Alt+T" })}
      style={{ ...tokenStyle, ...style }}
      toastOptions={{
        closeButtonAriaLabel: t("toaster.close"),
        ...toastOptions,
        classNames: {
          description: "text-muted-foreground!",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
