import type { ApiError } from "@domain/api/errors";
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  sendWebhookTest,
  updateWebhook,
} from "@domain/api/webhooks";
import type { WebhookEndpoint, WebhookEvent } from "@domain/webhooks";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";
import { callApi } from "~/lib/use-api";
import { useCopy } from "~/lib/use-copy";
import { useMessageText } from "~/lib/use-message-text";
import { EVENT_LABELS, WEBHOOK_EVENTS } from "./event-names";
import { WebhookDeliveries } from "./webhook-deliveries";

type Loose = (key: string, options?: Record<string, unknown>) => string;

/**
 * Profile's Webhooks section (issue 30): add an endpoint (its secret shown once), the list with
 * each endpoint's status, a paused one's notice, its deliveries, Send test, Resume and Delete.
 */
export function WebhooksSection() {
  const { t } = useTranslation("webhooks");
  const { text } = useMessageText();
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[] | null>(null);

  const load = useCallback(async () => {
    const result = await callApi(listWebhooks);
    if (result.ok) setEndpoints(result.value.endpoints);
    else toast.error(text(result.error.message, result.error.params));
  }, [text]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Card id="webhooks">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{t("title")}</h2>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <AddEndpoint onAdded={load} />
        <section aria-labelledby="webhooks-list" className="space-y-3">
          <h3 id="webhooks-list" className="font-medium">
            {t("list.title")}
          </h3>
          {endpoints?.length === 0 && (
            <p className="text-muted-foreground text-sm">{t("list.empty")}</p>
          )}
          <ul className="space-y-3">
            {endpoints?.map((endpoint) => (
              <EndpointItem key={endpoint.id} endpoint={endpoint} onChanged={load} />
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}

function AddEndpoint({ onAdded }: { onAdded: () => Promise<void> }) {
  const { t } = useTranslation("webhooks");
  const loose = t as unknown as Loose;
  const { text } = useMessageText();
  const copy = useCopy();
  const id = useId();
  const [events, setEvents] = useState<WebhookEvent[]>(["generation.completed"]);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const result = await callApi(createWebhook, {
      body: {
        url: String(data.get("url") ?? ""),
        description: String(data.get("description") ?? ""),
        events,
      },
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    form.reset();
    setSecret(result.value.secret);
    toast.success(t("messages.created"));
    await onAdded();
  }

  const fieldError = (field: string) =>
    error && (error.field === field || (!error.field && field === "url")) ? (
      <p id={`${id}-${field}-error`} className="text-destructive text-sm">
        {text(error.message, error.params)}
      </p>
    ) : null;
  const invalid = (field: string) => (error?.field === field ? true : undefined);

  if (secret)
    return (
      <section aria-labelledby={`${id}-secret`} className="space-y-2 rounded-md border p-4">
        <h3 id={`${id}-secret`} className="font-medium">
          {t("secret.title")}
        </h3>
        <p className="text-sm">{t("secret.once")}</p>
        <code className="block break-all rounded bg-muted p-2 text-sm" data-testid="webhook-secret">
          {secret}
        </code>
        <div className="flex gap-2">
          <Button type="button" onClick={() => void copy(secret)}>
            {t("secret.copy")}
          </Button>
          <Button type="button" variant="outline" onClick={() => setSecret(null)}>
            {t("secret.done")}
          </Button>
        </div>
      </section>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-medium">
        {t("form.title")}
      </h3>
      <div className="space-y-1">
        <Label htmlFor={`${id}-url`}>{t("form.url")}</Label>
        <Input
          id={`${id}-url`}
          name="url"
          type="url"
          required
          placeholder="https://"
          aria-invalid={invalid("url")}
          aria-describedby={`${id}-url-hint${error ? ` ${id}-url-error` : ""}`}
        />
        <p id={`${id}-url-hint`} className="text-muted-foreground text-sm">
          {t("form.urlHint")}
        </p>
        {fieldError("url")}
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-description`}>{t("form.description")}</Label>
        <Input
          id={`${id}-description`}
          name="description"
          maxLength={200}
          aria-invalid={invalid("description")}
        />
        {fieldError("description")}
      </div>
      <fieldset className="space-y-2" aria-invalid={invalid("events")}>
        <legend className="font-medium text-sm">{t("form.events")}</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={events.includes(name)}
              onChange={(e) =>
                setEvents((list) =>
                  e.target.checked ? [...list, name] : list.filter((x) => x !== name),
                )
              }
            />
            {loose(EVENT_LABELS[name] ?? name)}
            <code className="text-muted-foreground text-xs">{name}</code>
          </label>
        ))}
        {fieldError("events")}
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? t("form.adding") : t("form.add")}
      </Button>
    </form>
  );
}

function EndpointItem({
  endpoint,
  onChanged,
}: {
  endpoint: WebhookEndpoint;
  onChanged: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation("webhooks");
  const loose = t as unknown as Loose;
  const { text } = useMessageText();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [version, setVersion] = useState(0);
  const paused = endpoint.status === "paused";
  const deliveriesId = `deliveries-${endpoint.id}`;

  async function run<R>(
    call: Promise<{ ok: true; value: R } | { ok: false; error: ApiError }>,
    done: string,
  ) {
    const result = await call;
    if (result.ok) toast.success(t(done as "messages.created"));
    else toast.error(text(result.error.message, result.error.params));
    setVersion((v) => v + 1);
    await onChanged();
  }

  const pausedOn = endpoint.pausedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(endpoint.pausedAt),
      )
    : "";

  return (
    <li className="space-y-3 rounded-md border p-4" data-endpoint={endpoint.id}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all font-mono text-sm">{endpoint.url}</span>
        <Badge variant={paused ? "warning" : "success"}>
          {paused ? t("list.paused") : t("list.active")}
        </Badge>
      </div>
      {endpoint.description && <p className="text-sm">{endpoint.description}</p>}
      <p className="text-muted-foreground text-sm">
        {endpoint.events.map((e) => loose(EVENT_LABELS[e] ?? e)).join(", ")}
      </p>
      {paused && (
        <p role="status" className="rounded-md border border-warning/60 bg-warning/15 p-3 text-sm">
          {t("list.pausedNotice", { date: pausedOn, count: endpoint.failuresInRow })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open}
          aria-controls={deliveriesId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t("list.hideDeliveries") : t("list.showDeliveries")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setOpen(true);
            void run(
              callApi(sendWebhookTest, { params: { id: endpoint.id } }),
              "messages.testSent",
            );
          }}
        >
          {t("list.sendTest")}
        </Button>
        {paused && (
          <Button
            size="sm"
            onClick={() =>
              void run(
                callApi(updateWebhook, { params: { id: endpoint.id }, body: { resume: true } }),
                "messages.resumed",
              )
            }
          >
            {t("list.resume")}
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button size="sm" variant="outline">
              {t("list.delete")}
            </Button>
          }
          title={t("list.deleteTitle")}
          description={t("list.deleteDescription", { url: endpoint.url })}
          cancel={t("list.cancel")}
          confirm={t("list.delete")}
          onConfirm={() =>
            void run(callApi(deleteWebhook, { params: { id: endpoint.id } }), "messages.deleted")
          }
        />
      </div>
      <div id={deliveriesId} hidden={!open}>
        {open && <WebhookDeliveries endpointId={endpoint.id} version={version} />}
      </div>
    </li>
  );
}
