import { Trash2Icon } from "lucide-react";
import { type MouseEvent, useState } from "react";
import { useRevalidator } from "react-router";
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
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { useLibraryText } from "./library-text";

async function deleteOnServer(id: string): Promise<boolean> {
  try {
    const response = await fetch(`/api/posts/${encodeURIComponent(id)}`, {
      method: "DELETE",
      headers: { accept: "application/json" },
      redirect: "manual",
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The card's Delete button and its confirmation. The dialog stays open (its buttons disabled)
 * until the server has answered; then the list reloads and `onDeleted` places the focus.
 */
export function DeletePostDialog({
  id,
  title,
  onDeleted,
}: {
  id: string;
  title: string;
  onDeleted: () => void;
}) {
  const { t } = useLibraryText();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async (event: MouseEvent) => {
    event.preventDefault();
    setBusy(true);
    const deleted = await deleteOnServer(id);
    setBusy(false);
    if (deleted) {
      toast.success(t("delete.done"), { description: t("delete.doneDescription") });
      setOpen(false);
      await revalidator.revalidate();
      onDeleted();
    } else {
      toast.error(t("delete.failed"), { description: t("delete.failedDescription") });
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => busy || setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden />
          {t("card.delete")}
          <VisuallyHidden>{` “${title}”`}</VisuallyHidden>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("delete.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("delete.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t("delete.cancel")}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={busy} onClick={confirm}>
            {busy ? t("delete.deleting") : t("delete.confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
