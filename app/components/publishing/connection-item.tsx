import { deleteConnection, testConnection } from "@domain/api/publishing";
import type { Connection } from "@domain/publishing";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/toaster";
import { callApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";
import { EditConnectionForm } from "./edit-connection-form";
import { usePublishingText } from "./publishing-text";

/** Runs Test connection and says how it went; the list reloads to show the stored outcome. */
export async function runTest(
  connection: Connection,
  t: ReturnType<typeof usePublishingText>["t"],
  text: ReturnType<typeof useMessageText>["text"],
): Promise<void> {
  const result = await callApi(testConnection, { params: { id: connection.id } });
  if (!result.ok) toast.error(text(result.error.message, result.error.params));
  else if (result.value.connection.lastTest?.ok)
    toast.success(t("connections.messages.testOk", { name: connection.name }));
  else toast.error(t("connections.messages.testFailed", { name: connection.name }));
}

/** One connection: its site, the last test's outcome (the exact failure), Test, Edit, Delete. */
export function ConnectionItem({
  connection,
  testing,
  onTest,
  onChanged,
}: {
  connection: Connection;
  testing: boolean;
  onTest: (connection: Connection) => Promise<void>;
  onChanged: () => Promise<void>;
}) {
  const { t, when, message } = usePublishingText();
  const { text } = useMessageText();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const test = connection.lastTest;
  const statusId = `connection-${connection.id}-status`;

  async function remove() {
    const result = await callApi(deleteConnection, { params: { id: connection.id } });
    if (result.ok) toast.success(t("connections.messages.deleted"));
    else toast.error(text(result.error.message, result.error.params));
    await onChanged();
  }

  return (
    <li
      className="space-y-3 rounded-md border p-4"
      data-connection={connection.id}
      aria-labelledby={`connection-${connection.id}-name`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={`connection-${connection.id}-name`} className="font-medium">
          {connection.name}
        </h4>
        <Badge variant="outline">{t(`platforms.${connection.platform}`)}</Badge>
        <Badge
          variant={testing ? "outline" : !test ? "secondary" : test.ok ? "success" : "destructive"}
        >
          {testing
            ? t("connections.item.testing")
            : !test
              ? t("connections.item.untested")
              : test.ok
                ? t("connections.item.ok")
                : t("connections.item.failed")}
        </Badge>
      </div>
      <p className="break-all font-mono text-sm" dir="ltr">
        {connection.siteUrl}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
        {connection.username && (
          <span>{t("connections.item.user", { username: connection.username })}</span>
        )}
        {connection.secretHint && (
          <span>{t("connections.item.credential", { hint: connection.secretHint })}</span>
        )}
        {connection.seoPlugin && (
          <span>
            {t("connections.item.seoPlugin", {
              plugin: t(`seoPlugins.${connection.seoPlugin}`),
            })}
          </span>
        )}
        {test && <span>{t("connections.item.testedAt", { date: when(test.at) })}</span>}
      </p>
      <div id={statusId} role="status">
        {test && !test.ok && test.error && !testing && (
          <p className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
            {message(test.error)}
          </p>
        )}
      </div>
      {editing ? (
        <EditConnectionForm
          connection={connection}
          onDone={async (changed) => {
            setEditing(false);
            await onChanged();
            if (changed) await onTest(connection);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={testing} onClick={() => void onTest(connection)}>
            {testing ? t("connections.item.testing") : t("connections.item.test")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {t("connections.item.edit")}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button size="sm" variant="outline">
                {t("connections.item.delete")}
              </Button>
            }
            title={t("connections.item.deleteTitle")}
            description={t("connections.item.deleteDescription", { name: connection.name })}
            cancel={t("connections.item.cancel")}
            confirm={t("connections.item.delete")}
            onConfirm={() => void remove()}
          />
        </div>
      )}
    </li>
  );
}
