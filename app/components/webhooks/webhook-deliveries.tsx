import { listWebhookDeliveries, resendWebhookDelivery } from "@domain/api/webhooks";
import type { WebhookDelivery } from "@domain/webhooks";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { callApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";
import { EVENT_LABELS } from "./event-names";

type Loose = (key: string, options?: Record<string, unknown>) => string;

/** How often the list is read again while a delivery is still pending. */
const REFRESH_MS = 2_000;

/** An endpoint's latest deliveries: event, status, attempts, the answer's code and start. */
export function WebhookDeliveries({
  endpointId,
  version,
}: {
  endpointId: string;
  version: number;
}) {
  const { t, i18n } = useTranslation("webhooks");
  const loose = t as unknown as Loose;
  const { text } = useMessageText();
  const [deliveries, setDeliveries] = useState<WebhookDelivery[] | null>(null);

  const load = useCallback(async () => {
    const result = await callApi(listWebhookDeliveries, { params: { id: endpointId } });
    if (result.ok) setDeliveries(result.value.deliveries);
    else toast.error(text(result.error.message, result.error.params));
  }, [endpointId, text]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a new read.
  useEffect(() => {
    void load();
  }, [load, version]);

  const pending = deliveries?.some((d) => d.status === "pending") ?? false;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, load]);

  async function resend(id: string) {
    const result = await callApi(resendWebhookDelivery, {
      params: { id: endpointId, deliveryId: id },
    });
    if (result.ok) toast.success(t("messages.resent"));
    else toast.error(text(result.error.message, result.error.params));
    await load();
  }

  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" }).format(
      new Date(iso),
    );

  if (deliveries === null) return null;
  if (deliveries.length === 0)
    return <p className="text-muted-foreground text-sm">{t("deliveries.empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("deliveries.title")}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-1 pe-3">
              {t("deliveries.event")}
            </th>
            <th scope="col" className="py-1 pe-3">
              {t("deliveries.status")}
            </th>
            <th scope="col" className="py-1 pe-3">
              {t("deliveries.attempts")}
            </th>
            <th scope="col" className="py-1 pe-3">
              {t("deliveries.code")}
            </th>
            <th scope="col" className="py-1 pe-3">
              {t("deliveries.when")}
            </th>
            <td />
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id} className="border-b align-top" data-delivery={d.id}>
              <td className="py-2 pe-3">{loose(EVENT_LABELS[d.event] ?? d.event)}</td>
              <td className="py-2 pe-3">
                <Badge
                  variant={
                    d.status === "failed"
                      ? "destructive"
                      : d.status === "succeeded"
                        ? "success"
                        : "secondary"
                  }
                >
                  {t(`deliveries.${d.status}`)}
                </Badge>
              </td>
              <td className="py-2 pe-3">{d.attempts}</td>
              <td className="py-2 pe-3">
                <span className="font-mono">{d.lastStatusCode ?? "—"}</span>
                <span className="block max-w-xs truncate text-muted-foreground text-xs">
                  {d.lastResponse ||
                    (d.lastError ? text(d.lastError) : d.attempts ? t("deliveries.noAnswer") : "")}
                </span>
              </td>
              <td className="py-2 pe-3">{when(d.createdAt)}</td>
              <td className="py-2">
                {d.status !== "pending" && (
                  <Button size="sm" variant="ghost" onClick={() => void resend(d.id)}>
                    {t("deliveries.resend")}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
