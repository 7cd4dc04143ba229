import {
  type ContactMessageSummary,
  deleteMessage,
  exportMessages,
  markMessage,
} from "@domain/api/admin";
import { addressOf } from "@domain/api/contract";
import { DownloadIcon, MailIcon, MailOpenIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailedAlert } from "~/components/dashboard/load-failed-alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { useApi } from "~/lib/use-api";
import { useDateText } from "~/lib/use-date-text";
import { useAdminFailure } from "./admin-failure";
import { AdminPagination } from "./admin-pagination";

export type MessagesTabProps =
  | { loadFailed: true }
  | {
      loadFailed: false;
      messages: ContactMessageSummary[];
      unread: number;
      total: number;
      page: number;
      pageCount: number;
    };

/** Messages (spec section 2): contact messages newest first; open, mark unread, delete, export. */
export function MessagesTab(props: MessagesTabProps) {
  const { t } = useTranslation("admin");
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="font-semibold text-2xl tracking-tight">{t("messages.title")}</h1>
          <p className="text-muted-foreground">{t("messages.description")}</p>
        </div>
        <a
          href={addressOf(exportMessages, {})}
          download
          className={buttonVariants({ variant: "outline" })}
        >
          <DownloadIcon aria-hidden />
          {t("messages.export")}
        </a>
      </header>
      {props.loadFailed ? (
        <LoadFailedAlert message={t("messages.errors.loadFailed")} />
      ) : (
        <MessageList {...props} />
      )}
    </div>
  );
}

function MessageList({
  messages,
  unread,
  total,
  page,
  pageCount,
}: Extract<MessagesTabProps, { loadFailed: false }>) {
  const { t, i18n } = useTranslation("admin");
  const date = useDateText(i18n.language);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ContactMessageSummary | null>(null);
  const failure = useAdminFailure();
  const reader = useApi(markMessage, {
    onError: (error) => failure.changeFailed(t("messages.errors.openFailed"), error),
  });
  const deleter = useApi(deleteMessage, {
    onError: (error) => failure.changeFailed(t("messages.errors.deleteFailed"), error),
  });
  const open = messages.find((m) => m.id === openId) ?? null;

  const markRead = (message: ContactMessageSummary, read: boolean) =>
    reader.call({ params: { id: message.id }, body: { read } });

  function openMessage(message: ContactMessageSummary) {
    setOpenId(message.id);
    if (!message.readAt) void markRead(message, true);
  }

  function confirmDelete() {
    if (!deleting) return;
    void deleter.call({ params: { id: deleting.id } });
    setDeleting(null);
    setOpenId(null);
  }

  if (total === 0)
    return (
      <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
        {t("messages.empty")}
      </p>
    );

  return (
    <>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t("messages.count", { count: total, unread })}
      </p>
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("messages.title")}</caption>
          <thead className="bg-muted/50 text-start">
            <tr>
              <th scope="col" className="p-2 text-start font-medium">
                {t("messages.status")}
              </th>
              <th scope="col" className="p-2 text-start font-medium">
                {t("messages.from")}
              </th>
              <th scope="col" className="p-2 text-start font-medium">
                {t("messages.subject")}
              </th>
              <th scope="col" className="p-2 text-start font-medium">
                {t("messages.received")}
              </th>
              <th scope="col" className="p-2 text-end font-medium">
                {t("messages.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr
                key={message.id}
                className={message.readAt ? "border-t" : "border-t font-semibold"}
              >
                <td className="p-2">
                  {message.readAt ? (
                    <span className="inline-flex items-center gap-1 text-muted-foreground">
                      <MailOpenIcon aria-hidden className="size-4" />
                      {t("messages.read")}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-primary">
                      <MailIcon aria-hidden className="size-4" />
                      {t("messages.unread")}
                    </span>
                  )}
                </td>
                <td className="p-2">
                  <div>{message.name}</div>
                  <div className="font-normal text-muted-foreground text-xs">{message.email}</div>
                </td>
                <td className="max-w-xs truncate p-2">{message.subject}</td>
                <td className="whitespace-nowrap p-2 font-normal">{date(message.createdAt)}</td>
                <td className="p-2 text-end">
                  <div className="flex justify-end gap-1">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={t("messages.openLabel", { subject: message.subject })}
                      onClick={() => openMessage(message)}
                    >
                      {t("messages.open")}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={t("messages.deleteLabel", { subject: message.subject })}
                      onClick={() => setDeleting(message)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminPagination page={page} pageCount={pageCount} />

      <Dialog open={open !== null} onOpenChange={(value) => !value && setOpenId(null)}>
        <DialogContent className="max-w-2xl">
          {open ? (
            <>
              <DialogHeader>
                <DialogTitle>{open.subject}</DialogTitle>
                <DialogDescription>
                  {open.name} &lt;{open.email}&gt; · {date(open.createdAt)}
                </DialogDescription>
              </DialogHeader>
              <p className="whitespace-pre-wrap break-words text-sm">{open.message}</p>
              <div className="flex flex-wrap justify-end gap-2">
                <a
                  href={`mailto:${encodeURIComponent(open.email)}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  {t("messages.reply")}
                </a>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    void markRead(open, false);
                    setOpenId(null);
                  }}
                >
                  {t("messages.markUnread")}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="destructive"
                  onClick={() => setDeleting(open)}
                >
                  {t("messages.delete")}
                </Button>
              </div>
            </>
          ) : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title={t("messages.deleteConfirm.title")}
        description={t("messages.deleteConfirm.description", {
          subject: deleting?.subject ?? "",
          name: deleting?.name ?? "",
        })}
        cancel={t("messages.deleteConfirm.cancel")}
        confirm={t("messages.deleteConfirm.confirm")}
        onOpenChange={(open) => open || setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
