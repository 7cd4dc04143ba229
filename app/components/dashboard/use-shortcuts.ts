import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { tabHref, USER_TABS } from "./tabs";

/** True when the key press belongs to a field the user is typing in. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) ||
    target.closest("[role=combobox],[role=textbox]") !== null
  );
}

/**
 * True inside an open dialog or list: a letter there belongs to it (a select's type-ahead, a
 * dialog's form), never to the page behind it.
 */
function inOverlay(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest("[role=dialog],[role=alertdialog],[role=listbox],[role=menu]") !== null
  );
}

/** C, I, R, L, P, V, B, U switch tabs; ignored while typing in a field or with a modifier held (spec 2). */
export function useTabShortcuts(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        event.shiftKey
      )
        return;
      if (typing(event.target) || inOverlay(event.target)) return;
      const tab = USER_TABS.find((t) => t.shortcut === event.key.toLowerCase());
      if (!tab) return;
      event.preventDefault();
      navigate(tabHref(tab.id));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate]);
}

/** The shortcuts as the screens list them ("P Profile · I Idea Lab · C Create ..."), from the tabs. */
export function useShortcutList(): string {
  const { t } = useTranslation("account");
  return USER_TABS.map((tab) => `${tab.shortcut.toUpperCase()} ${t(`shell.tabs.${tab.id}`)}`).join(
    " · ",
  );
}
