import { listConnections } from "@domain/api/publishing";
import type { Connection } from "@domain/publishing";
import { useCallback, useEffect, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/toaster";
import { callApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";
import { AddConnectionForm } from "./add-connection-form";
import { ConnectionItem, runTest } from "./connection-item";
import { usePublishingText } from "./publishing-text";
import { SecretDialog } from "./secret-dialog";

/**
 * The Publishing screen's connections: connect a site (then Test connection runs at once; a
 * webhook's secret is shown once), and each connection with its last test, Test, Edit, Delete.
 * `onCount` tells the screen how many there are (the plan's limit beside it).
 */
export function ConnectionsSection({ onCount }: { onCount: (count: number) => void }) {
  const { t } = usePublishingText();
  const { text } = useMessageText();
  const [connections, setConnections] = useState<Connection[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [testing, setTesting] = useState<Set<string>>(new Set());
  const [secret, setSecret] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await callApi(listConnections);
    if (result.ok) {
      setConnections(result.value.connections);
      setFailed(false);
      onCount(result.value.connections.length);
    } else {
      setFailed(true);
      toast.error(text(result.error.message, result.error.params));
    }
  }, [text, onCount]);
  useEffect(() => {
    void load();
  }, [load]);

  const test = useCallback(
    async (connection: Connection) => {
      setTesting((set) => new Set(set).add(connection.id));
      await runTest(connection, t, text);
      setTesting((set) => {
        const next = new Set(set);
        next.delete(connection.id);
        return next;
      });
      await load();
    },
    [t, text, load],
  );

  return (
    <Card aria-labelledby="publishing-connections">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="publishing-connections" className="text-xl">
            {t("connections.title")}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {failed && <p className="text-destructive text-sm">{t("connections.loadFailed")}</p>}
        {connections?.length === 0 && (
          <p className="text-muted-foreground text-sm">{t("connections.empty")}</p>
        )}
        {connections && connections.length > 0 && (
          <ul className="space-y-3">
            {connections.map((connection) => (
              <ConnectionItem
                key={connection.id}
                connection={connection}
                testing={testing.has(connection.id)}
                onTest={test}
                onChanged={load}
              />
            ))}
          </ul>
        )}
        <AddConnectionForm
          onAdded={(connection, made) => {
            toast.success(t("connections.messages.added", { name: connection.name }));
            if (made) setSecret(made);
            setConnections((list) => [connection, ...(list ?? [])]);
            void test(connection);
          }}
        />
        <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      </CardContent>
    </Card>
  );
}
