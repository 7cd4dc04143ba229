import { revokeApiKey } from "@domain/api/api-keys";
import type { ApiError } from "@domain/api/errors";
import { type ApiKey, type ApiKeyStatus, apiKeyStatus } from "@domain/api-keys";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/toaster";
import { useApi } from "~/lib/use-api";
import { useDateText } from "~/lib/use-date-text";
import { useMessageText } from "~/lib/use-message-text";

const BADGE: Record<ApiKeyStatus, "success" | "secondary" | "outline"> = {
  active: "success",
  expired: "outline",
  revoked: "secondary",
};

/**
 * The user's keys (newest first): name, the characters shown to recognise it, scopes, when it
 * was made, expires and was last used, its status, and Revoke (after a confirmation) on a key
 * that still works. The list reloads by itself after a revoke.
 */
export function ApiKeyTable({ keys }: { keys: readonly ApiKey[] }) {
  const { t, i18n } = useTranslation("developers");
  const dateText = useDateText(i18n.language);
  const { problemText } = useMessageText();
  const id = useId();
  const [asking, setAsking] = useState<ApiKey | null>(null);
  // The key whose Revoke opened the dialog: its button gets the focus back, if it is still there.
  const asked = useRef<string | null>(null);

  const revoke = useApi(revokeApiKey, {
    onDone: ({ apiKey }) => {
      setAsking(null);
      toast.success(t("keys.revoke.done", { name: apiKey.name }));
    },
    onError: (error: ApiError) => {
      setAsking(null);
      const { title, message } = problemText(error);
      toast.error(title ?? t("keys.revoke.failed"), { description: message });
    },
  });

  if (keys.length === 0)
    return <p className="rounded-md border p-6 text-center">{t("keys.empty")}</p>;

  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{dateText(iso)}</time> : t("keys.table.never");
  const heads = [
    "name",
    "key",
    "scopes",
    "created",
    "expires",
    "lastUsed",
    "status",
    "actions",
  ] as const;
  return (
    <>
      <section
        id={`${id}-keys`}
        aria-label={t("keys.table.caption")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone; a keyboard scrolls it once it has the focus (axe scrollable-region-focusable)
        tabIndex={0}
        className="overflow-x-auto rounded-md border focus:outline-2 focus:outline-ring"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t("keys.table.caption")}</caption>
          <thead className="bg-muted/50">
            <tr>
              {heads.map((head) => (
                <th key={head} scope="col" className="p-3 text-start whitespace-nowrap">
                  {t(`keys.table.${head}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => {
              const status = apiKeyStatus(key);
              return (
                <tr key={key.id} className="border-t" data-testid="api-key-row">
                  <th scope="row" className="p-3 text-start font-medium">
                    {key.name}
                  </th>
                  <td className="p-3 font-mono whitespace-nowrap" dir="ltr">
                    {key.prefix}…
                  </td>
                  <td className="p-3">
                    {key.scopes.map((scope) => t(`keys.scopes.${scope}.label`)).join(", ")}
                  </td>
                  <td className="p-3 whitespace-nowrap">{when(key.createdAt)}</td>
                  <td className="p-3 whitespace-nowrap">{when(key.expiresAt)}</td>
                  <td className="p-3 whitespace-nowrap">{when(key.lastUsedAt)}</td>
                  <td className="p-3">
                    <Badge variant={BADGE[status]}>{t(`keys.status.${status}`)}</Badge>
                  </td>
                  <td className="p-3">
                    {status === "active" ? (
                      <Button
                        variant="outline"
                        size="sm"
                        data-revoke={key.id}
                        onClick={() => {
                          asked.current = key.id;
                          setAsking(key);
                        }}
                      >
                        {t("keys.revoke.button")}
                        <span className="sr-only">{` “${key.name}”`}</span>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => open || setAsking(null)}
        title={t("keys.revoke.title", { name: asking?.name ?? "" })}
        description={t("keys.revoke.description", { name: asking?.name ?? "" })}
        cancel={t("keys.revoke.cancel")}
        confirm={t("keys.revoke.confirm")}
        busy={revoke.busy}
        busyLabel={t("keys.revoke.busy")}
        onConfirm={(event) => {
          event.preventDefault();
          if (asking) revoke.call({ params: { id: asking.id } });
        }}
        // Once the key is revoked its button is gone: the list takes the focus instead.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const button = document.querySelector<HTMLElement>(`[data-revoke="${asked.current}"]`);
          (button ?? document.getElementById(`${id}-keys`))?.focus();
        }}
      />
    </>
  );
}
