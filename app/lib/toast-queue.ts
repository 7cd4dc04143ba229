import type { ExternalToast, toast as sonnerToast } from "sonner";

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast>[0];
type Kind = "success" | "error" | "info";

let show: (sonner: SonnerToast) => void = () => {};
const mounted = new Promise<SonnerToast>((resolve) => {
  show = resolve;
});

/** Called by the toaster once it is on the page: the queued toasts and every later one show. */
export function toasterMounted(sonner: SonnerToast): void {
  show(sonner);
}

function queue(kind?: Kind) {
  return (message: Message, data?: ExternalToast): void => {
    void mounted.then((sonner) => (kind ? sonner[kind](message, data) : sonner(message, data)));
  };
}

/**
 * `toast()`, `toast.success|error|info()` without sonner in the page's first JavaScript (issue
 * 32): sonner loads with the toaster after the first paint, and a toast asked for before then
 * waits for it.
 */
export const toast = Object.assign(queue(), {
  success: queue("success"),
  error: queue("error"),
  info: queue("info"),
});
