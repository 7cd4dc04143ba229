import { cancelPublication } from "@domain/api/publishing";
import type { Publication } from "@domain/publishing";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/toaster";
import { VisuallyHidden } from "~/components/ui/visually-hidden";
import { callApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";
import { usePublishingText } from "./publishing-text";

/** Cancel a scheduled publication, after a confirmation. */
export function CancelSchedule({
  publication,
  onDone,
}: {
  publication: Publication;
  onDone: () => void | Promise<void>;
}) {
  const { t, when } = usePublishingText();
  const { text } = useMessageText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    const result = await callApi(cancelPublication, {
      params: { id: publication.postId, publicationId: publication.id },
    });
    setBusy(false);
    setOpen(false);
    if (result.ok) toast.success(t("panel.messages.cancelled"));
    else toast.error(text(result.error.message, result.error.params));
    await onDone();
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline">
          {t("panel.cancelSchedule")}
          <VisuallyHidden>{` (${publication.connectionName})`}</VisuallyHidden>
        </Button>
      }
      title={t("panel.cancelTitle")}
      description={t("panel.cancelDescription", {
        site: publication.connectionName,
        date: publication.scheduledFor ? when(publication.scheduledFor) : "",
      })}
      cancel={t("panel.keep")}
      confirm={t("panel.cancelSchedule")}
      busy={busy}
      busyLabel={t("dialog.submitting")}
      onConfirm={(event) => {
        event.preventDefault();
        void cancel();
      }}
    />
  );
}
