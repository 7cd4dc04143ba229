import { type KeyboardEvent, useCallback, useRef } from "react";

const KEYS = new Set(["ArrowRight", "ArrowLeft", "Home", "End"]);

/**
 * One tab stop for a toolbar (WAI-ARIA toolbar pattern): Tab enters on the last focused button,
 * arrow keys move between the enabled buttons, Home and End jump to the ends. Buttons carry
 * `data-roving`; the one with `tabIndex=0` is the entry point.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  const items = useCallback(
    () =>
      Array.from(ref.current?.querySelectorAll<HTMLElement>("[data-roving]:not(:disabled)") ?? []),
    [],
  );

  const moveTo = useCallback(
    (target: HTMLElement) => {
      for (const item of items()) item.tabIndex = item === target ? 0 : -1;
      target.focus();
    },
    [items],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      if (!KEYS.has(event.key)) return;
      const list = items();
      if (list.length === 0) return;
      const current = list.indexOf(document.activeElement as HTMLElement);
      const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
      const forward = event.key === (rtl ? "ArrowLeft" : "ArrowRight");
      let next: number;
      if (event.key === "Home") next = 0;
      else if (event.key === "End") next = list.length - 1;
      else next = (current + (forward ? 1 : -1) + list.length) % list.length;
      event.preventDefault();
      const target = list[next];
      if (target) moveTo(target);
    },
    [items, moveTo],
  );

  /** Keeps exactly one enabled button tabbable after buttons are disabled or appear. */
  const settle = useCallback(() => {
    const list = items();
    if (list.length === 0) return;
    const entry = list.find((item) => item.tabIndex === 0) ?? list[0];
    for (const item of list) item.tabIndex = item === entry ? 0 : -1;
  }, [items]);

  return { ref, onKeyDown, settle };
}
