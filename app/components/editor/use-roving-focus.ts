import { type KeyboardEvent, useCallback, useRef } from "react";

const KEYS = new Set(["ArrowRight", "ArrowLeft", "Home", "End"]);

const itemsOf = (container: HTMLElement | null) =>
  Array.from(container?.querySelectorAll<HTMLElement>("[data-roving]:not(:disabled)") ?? []);

/**
 * Moves the focus inside a toolbar for a key (arrows, Home, End); says whether it did. Also for
 * a button the toolbar holds through a portal (the AI menu), whose keys React does not bubble to
 * the toolbar.
 */
export function rove(container: HTMLElement, key: string): boolean {
  if (!KEYS.has(key)) return false;
  const list = itemsOf(container);
  if (list.length === 0) return false;
  const current = list.indexOf(document.activeElement as HTMLElement);
  const rtl = getComputedStyle(container).direction === "rtl";
  const forward = key === (rtl ? "ArrowLeft" : "ArrowRight");
  let next: number;
  if (key === "Home") next = 0;
  else if (key === "End") next = list.length - 1;
  else next = (current + (forward ? 1 : -1) + list.length) % list.length;
  const target = list[next];
  if (!target) return false;
  for (const item of list) item.tabIndex = item === target ? 0 : -1;
  target.focus();
  return true;
}

/**
 * One tab stop for a toolbar (WAI-ARIA toolbar pattern): Tab enters on the last focused button,
 * arrow keys move between the enabled buttons, Home and End jump to the ends. Buttons carry
 * `data-roving`; the one with `tabIndex=0` is the entry point.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  const onKeyDown = useCallback((event: KeyboardEvent<T>) => {
    if (rove(event.currentTarget, event.key)) event.preventDefault();
  }, []);

  /** Keeps exactly one enabled button tabbable after buttons are disabled or appear. */
  const settle = useCallback(() => {
    const list = itemsOf(ref.current);
    if (list.length === 0) return;
    const entry = list.find((item) => item.tabIndex === 0) ?? list[0];
    for (const item of list) item.tabIndex = item === entry ? 0 : -1;
  }, []);

  return { ref, onKeyDown, settle };
}
