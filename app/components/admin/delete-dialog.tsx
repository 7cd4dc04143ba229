import type { deleteContent } from "@domain/api/admin-content";
import type { deleteSeo } from "@domain/api/admin-seo";
import { Trash2Icon } from "lucide-react";
import { type MouseEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/toaster";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { useApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";

type Props = {
  /** The API's DELETE contract, and the id of the item. */
  contract: typeof deleteContent | typeof deleteSeo;
  id: string;
  /** What the button names for screen readers ("Delete “Title”"). */
  name: string;
  title: string;
  description: string;
  /** Locale key of the failure toast (spec section 8's words). */
  failedTitle: string;
  /** id of the element that takes the focus once the item (and this button) is gone. */
  focusAfter: string;
};

/**
 * Delete with confirmation (spec section 5): the dialog stays open, its buttons disabled, until
 * the server has answered and the list has reloaded; a refusal says so in a toast.
 */
export function DeleteDialog(props: Props) {
  const { contract, id, name, title, description, failedTitle, focusAfter } = props;
  const { t } = useTranslation("admin");
  const { text } = useMessageText();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const deleter = useApi(contract, {
    onError: (error) => {
      setOpen(false);
      toast.error(text(failedTitle), { description: text(error.message) });
    },
  });
  const busy = deleter.busy;

  const confirm = (event: MouseEvent) => {
    event.preventDefault();
    void deleter.call({ params: { id } });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      trigger={
        <Button
          ref={trigger}
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
          {t("content.delete.button")}
          <VisuallyHidden>{` “${name}”`}</VisuallyHidden>
        </Button>
      }
      onCloseAutoFocus={(event) => {
        // Once the list has reloaded without the item, this button is gone: the focus goes
        // to the tab's heading instead of the start of the page.
        if (trigger.current?.isConnected) return;
        event.preventDefault();
        document.getElementById(focusAfter)?.focus();
      }}
      title={title}
      description={description}
      cancel={t("content.delete.cancel")}
      confirm={t("content.delete.confirm")}
      busyLabel={t("content.delete.deleting")}
      onConfirm={confirm}
    />
  );
}
