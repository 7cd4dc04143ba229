import type { ComponentProps, MouseEvent, ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";

export type ConfirmDialogProps = {
  open: boolean;
  /** Called with `false` on Cancel, Escape or after the confirming button closed the dialog. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (it gets the focus back on close), if the dialog has one. */
  trigger?: ReactNode;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** What happens if the user confirms; read by screen readers as the dialog's description. */
  description: ReactNode;
  /** Translated labels of the two buttons. */
  cancel: string;
  confirm: string;
  /**
   * Runs on the confirming button. The dialog closes after it unless it calls
   * `event.preventDefault()` (to stay open while `busy`).
   */
  onConfirm: (event: MouseEvent<HTMLButtonElement>) => void;
  /** `destructive` (the default) for what cannot be undone; `default` for a plain choice. */
  tone?: "destructive" | "default";
  /** While true the dialog stays open, both buttons are disabled and `busyLabel` is shown. */
  busy?: boolean;
  busyLabel?: string;
  /** Where the focus goes on close, when the trigger may be gone (Radix's `onCloseAutoFocus`). */
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>["onCloseAutoFocus"];
};

/**
 * Asks the user to confirm or cancel one action, as an `alertdialog` named by its title. Cancel
 * has the focus when it opens; Escape cancels; the focus is trapped inside and returns to the
 * trigger on close. It cannot be dismissed by clicking outside. Every label comes translated.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancel,
  confirm,
  onConfirm,
  tone = "destructive",
  busy = false,
  busyLabel,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open || busy} onOpenChange={(next) => busy || onOpenChange(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant={tone === "destructive" ? "destructive" : undefined}
            disabled={busy}
            onClick={onConfirm}
          >
            {busy && busyLabel ? busyLabel : confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
