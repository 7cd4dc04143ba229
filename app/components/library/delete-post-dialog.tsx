import { Trash2Icon } from "lucide-react";
import { type MouseEvent, useState } from "react";
import { href, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { useLibraryText } from "./library-text";

/**
 * The fetcher every card's Delete shares: the Library tab reads its answer (the deleted card is
 * gone by then) to place the focus or say "Delete Failed".
 */
export const DELETE_POST_FETCHER = "delete-post";

/**
 * The card's Delete button and its confirmation. DELETE /api/posts/{id} goes through a fetcher:
 * the dialog stays open (its buttons disabled) until the server has answered and the list has
 * reloaded; "Post Deleted" comes back as the flash toast.
 */
export function DeletePostDialog({ id, title }: { id: string; title: string }) {
  const { t } = useLibraryText();
  const fetcher = useFetcher({ key: DELETE_POST_FETCHER });
  const action = href("/api/posts/:id", { id });
  const busy = fetcher.state !== "idle" && fetcher.formAction === action;
  const [open, setOpen] = useState(false);

  const confirm = (event: MouseEvent) => {
    event.preventDefault();
    void fetcher.submit(null, { method: "DELETE", action });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      trigger={
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden />
          {t("card.delete")}
          <VisuallyHidden>{` “${title}”`}</VisuallyHidden>
        </Button>
      }
      title={t("delete.title")}
      description={t("delete.description")}
      cancel={t("delete.cancel")}
      confirm={t("delete.confirm")}
      busyLabel={t("delete.deleting")}
      onConfirm={confirm}
    />
  );
}
