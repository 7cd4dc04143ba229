import { addressOf } from "@domain/api/contract";
import { deletePost } from "@domain/api/post";
import { Trash2Icon } from "lucide-react";
import { type MouseEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { useApi } from "~/lib/use-api";
import { useLibraryText } from "./library-text";

/**
 * The fetcher every card's Delete shares: the Library tab reads its answer (the deleted card is
 * gone by then) to place the focus or say "Delete Failed".
 */
export const DELETE_POST_FETCHER = "delete-post";

/**
 * The card's Delete button and its confirmation. DELETE /api/posts/{id} goes through useApi:
 * the dialog stays open (its buttons disabled) until the server has answered and the list has
 * reloaded; "Post Deleted" comes back as the flash toast.
 */
export function DeletePostDialog({ id, title }: { id: string; title: string }) {
  const { t } = useLibraryText();
  const deletion = useApi(deletePost, { key: DELETE_POST_FETCHER });
  const busy = deletion.busy && deletion.pendingAction === addressOf(deletePost, { id });
  const [open, setOpen] = useState(false);

  const confirm = (event: MouseEvent) => {
    event.preventDefault();
    void deletion.call({ params: { id } });
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
