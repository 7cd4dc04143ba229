import type { ApiError } from "@domain/api/errors";
import { updateConnection } from "@domain/api/publishing";
import type { Connection, UpdateConnectionInput } from "@domain/publishing";
import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";
import { callApi } from "~/lib/use-api";
import { describedBy, FieldError } from "./field-error";
import { usePublishingText } from "./publishing-text";

/**
 * Change a connection's name, address, WordPress user name, or replace its credential (left
 * empty, the saved one stays). `onDone(true)` when the address or a credential changed, so the
 * caller tests the connection again.
 */
export function EditConnectionForm({
  connection,
  onDone,
  onCancel,
}: {
  connection: Connection;
  onDone: (retest: boolean) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = usePublishingText();
  const id = useId();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const wordpress = connection.platform === "wordpress";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? "");
    const body: UpdateConnectionInput = {};
    if (field("name") !== connection.name) body.name = field("name");
    if (field("siteUrl") !== connection.siteUrl) body.siteUrl = field("siteUrl");
    if (wordpress && field("username") !== connection.username) body.username = field("username");
    if (connection.platform !== "webhook" && field("secret").trim()) body.secret = field("secret");
    setBusy(true);
    const result = await callApi(updateConnection, { params: { id: connection.id }, body });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    toast.success(t("connections.messages.saved"));
    await onDone(Boolean(body.siteUrl || body.username || body.secret));
  }

  const invalid = (field: string) => (error?.field === field ? true : undefined);
  const text = (field: string, label: string, input: React.ReactNode, hint?: string) => (
    <div className="space-y-1">
      <Label htmlFor={`${id}-${field}`}>{label}</Label>
      {input}
      {hint && (
        <p id={`${id}-${field}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-${field}-error`} error={error} field={field} />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`} className="font-medium text-sm">
        {t("connections.edit.title", { name: connection.name })}
      </h5>
      {text(
        "name",
        t("connections.add.name"),
        <Input
          id={`${id}-name`}
          name="name"
          defaultValue={connection.name}
          maxLength={80}
          aria-invalid={invalid("name")}
          aria-describedby={describedBy(`${id}-name`, false, error, "name")}
        />,
      )}
      {text(
        "siteUrl",
        connection.platform === "webhook"
          ? t("connections.add.webhookUrl")
          : t("connections.add.siteUrl"),
        <Input
          id={`${id}-siteUrl`}
          name="siteUrl"
          type="url"
          dir="ltr"
          defaultValue={connection.siteUrl}
          aria-invalid={invalid("siteUrl")}
          aria-describedby={describedBy(`${id}-siteUrl`, false, error, "siteUrl")}
        />,
      )}
      {wordpress &&
        text(
          "username",
          t("connections.add.username"),
          <Input
            id={`${id}-username`}
            name="username"
            autoComplete="off"
            defaultValue={connection.username}
            aria-invalid={invalid("username")}
            aria-describedby={describedBy(`${id}-username`, false, error, "username")}
          />,
        )}
      {connection.platform !== "webhook" &&
        text(
          "secret",
          wordpress ? t("connections.edit.newPassword") : t("connections.edit.newKey"),
          <Input
            id={`${id}-secret`}
            name="secret"
            type="password"
            dir="ltr"
            autoComplete="new-password"
            spellCheck={false}
            aria-invalid={invalid("secret")}
            aria-describedby={describedBy(`${id}-secret`, true, error, "secret")}
          />,
          `${t("connections.edit.keepSecret", { hint: connection.secretHint })} ${t(
            wordpress ? "connections.add.passwordHint" : "connections.add.ghostKeyHint",
          )}`,
        )}
      <FieldError id={`${id}-error`} error={error} general />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? t("connections.edit.saving") : t("connections.edit.save")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t("connections.edit.cancel")}
        </Button>
      </div>
    </form>
  );
}
