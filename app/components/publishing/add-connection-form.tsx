import type { ApiError } from "@domain/api/errors";
import { createConnection } from "@domain/api/publishing";
import { type Connection, PLATFORMS, type Platform } from "@domain/publishing";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { callApi } from "~/lib/use-api";
import { describedBy, FieldError } from "./field-error";

/** The credential field's label and help for each platform (a webhook has none: the server makes it). */
const SECRET_TEXT = {
  wordpress: { label: "connections.add.password", hint: "connections.add.passwordHint" },
  ghost: { label: "connections.add.ghostKey", hint: "connections.add.ghostKeyHint" },
} as const;

/**
 * Connect a site: the platform, a name, the address, WordPress's user name and the application
 * password or Ghost's Admin API key (with where to find each). `onAdded` gets the new connection
 * and, for a webhook, the signing secret shown once.
 */
export function AddConnectionForm({
  onAdded,
}: {
  onAdded: (connection: Connection, secret: string | null) => void;
}) {
  const { t } = useTranslation("publishing");
  const id = useId();
  const [platform, setPlatform] = useState<Platform>("wordpress");
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? "");
    setBusy(true);
    const result = await callApi(createConnection, {
      body: {
        platform,
        name: field("name"),
        siteUrl: field("siteUrl"),
        username: platform === "wordpress" ? field("username") : "",
        secret: platform === "webhook" ? "" : field("secret"),
      },
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      const named = result.error.field && form.elements.namedItem(result.error.field);
      if (named instanceof HTMLElement) named.focus();
      return;
    }
    setError(null);
    form.reset();
    onAdded(result.value.connection, result.value.secret);
  }

  const invalid = (field: string) => (error?.field === field ? true : undefined);
  const urlHint =
    platform === "webhook"
      ? "connections.add.webhookUrlHint"
      : platform === "ghost"
        ? "connections.add.ghostUrlHint"
        : "connections.add.siteUrlHint";

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-medium text-lg">
        {t("connections.add.title")}
      </h3>
      <fieldset className="space-y-2">
        <legend className="font-medium text-sm">{t("connections.add.platform")}</legend>
        <div className="flex flex-wrap gap-4">
          {PLATFORMS.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="platform"
                value={name}
                className="size-4 accent-primary"
                checked={platform === name}
                onChange={() => {
                  setPlatform(name);
                  setError(null);
                }}
              />
              {t(`platforms.${name}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`}>{t("connections.add.name")}</Label>
        <Input
          id={`${id}-name`}
          name="name"
          required
          maxLength={80}
          aria-invalid={invalid("name")}
          aria-describedby={describedBy(`${id}-name`, true, error, "name")}
        />
        <p id={`${id}-name-hint`} className="text-muted-foreground text-sm">
          {t("connections.add.nameHint")}
        </p>
        <FieldError id={`${id}-name-error`} error={error} field="name" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-siteUrl`}>
          {platform === "webhook" ? t("connections.add.webhookUrl") : t("connections.add.siteUrl")}
        </Label>
        <Input
          id={`${id}-siteUrl`}
          name="siteUrl"
          type="url"
          required
          dir="ltr"
          placeholder="https://"
          aria-invalid={invalid("siteUrl")}
          aria-describedby={describedBy(`${id}-siteUrl`, true, error, "siteUrl")}
        />
        <p id={`${id}-siteUrl-hint`} className="text-muted-foreground text-sm">
          {t(urlHint)}
        </p>
        <FieldError id={`${id}-siteUrl-error`} error={error} field="siteUrl" />
      </div>
      {platform === "wordpress" && (
        <div className="space-y-1">
          <Label htmlFor={`${id}-username`}>{t("connections.add.username")}</Label>
          <Input
            id={`${id}-username`}
            name="username"
            required
            autoComplete="off"
            aria-invalid={invalid("username")}
            aria-describedby={describedBy(`${id}-username`, true, error, "username")}
          />
          <p id={`${id}-username-hint`} className="text-muted-foreground text-sm">
            {t("connections.add.usernameHint")}
          </p>
          <FieldError id={`${id}-username-error`} error={error} field="username" />
        </div>
      )}
      {platform === "webhook" ? (
        <p className="text-muted-foreground text-sm">{t("connections.add.webhookSecretHint")}</p>
      ) : (
        <div className="space-y-1">
          <Label htmlFor={`${id}-secret`}>{t(SECRET_TEXT[platform].label)}</Label>
          <Input
            id={`${id}-secret`}
            name="secret"
            type="password"
            required
            autoComplete="new-password"
            spellCheck={false}
            dir="ltr"
            aria-invalid={invalid("secret")}
            aria-describedby={describedBy(`${id}-secret`, true, error, "secret")}
          />
          <p id={`${id}-secret-hint`} className="text-muted-foreground text-sm">
            {t(SECRET_TEXT[platform].hint)}
          </p>
          <FieldError id={`${id}-secret-error`} error={error} field="secret" />
        </div>
      )}
      <FieldError id={`${id}-error`} error={error} general />
      <Button type="submit" disabled={busy}>
        {busy ? t("connections.add.submitting") : t("connections.add.submit")}
      </Button>
    </form>
  );
}
