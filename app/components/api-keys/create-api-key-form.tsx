import { type CreateApiKeyResponse, createApiKey } from "@domain/api/api-keys";
import type { ApiError, Problem } from "@domain/api/errors";
import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_NAME_MAX,
  API_SCOPES,
  type ApiScope,
  parseCreateApiKey,
} from "@domain/api-keys";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { toast } from "~/components/ui/toaster";
import { useApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";

const NEVER = "never";
type Expiry = typeof NEVER | `${(typeof API_KEY_EXPIRY_DAYS)[number]}`;
const EXPIRIES: readonly Expiry[] = [NEVER, ...API_KEY_EXPIRY_DAYS.map((d) => `${d}` as Expiry)];

type Errors = { name?: string; scopes?: string };

/**
 * Makes a key: its name, its scopes (each with what it allows) and when it expires. Checked with
 * the shared schema here and again by POST /api/keys; the answer (the key, this once) goes to
 * `onCreated`. At the plan's number of working keys the button waits for a revoke.
 */
export function CreateApiKeyForm({
  atLimit,
  onCreated,
}: {
  atLimit: boolean;
  onCreated: (created: CreateApiKeyResponse) => void;
}) {
  const { t } = useTranslation("developers");
  const { text, problemText } = useMessageText();
  const id = useId();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>(["read"]);
  const [expiry, setExpiry] = useState<Expiry>(NEVER);
  const [errors, setErrors] = useState<Errors>({});

  const show = (problem: Problem) => {
    const message = problemText(problem).message;
    if (problem.field === "name" || problem.field === "scopes") {
      setErrors({ [problem.field]: message });
      document.getElementById(`${id}-${problem.field}`)?.focus();
    }
    return message;
  };

  const save = useApi(createApiKey, {
    onDone: (created) => {
      setName("");
      setScopes(["read"]);
      setExpiry(NEVER);
      setErrors({});
      onCreated(created);
    },
    onError: (error: ApiError) => {
      const message =
        error.code === "INVALID_INPUT" ? show(error) : text(error.message, error.params);
      toast.error(t("keys.create.failed"), { description: message });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.busy || atLimit) return;
    const checked = parseCreateApiKey({
      name,
      scopes,
      expiresInDays: expiry === NEVER ? null : Number(expiry),
    });
    if (!checked.ok) {
      show(checked.problem);
      return;
    }
    setErrors({});
    save.call({ body: checked.value });
  }

  const toggle = (scope: ApiScope, on: boolean) =>
    setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)));

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={save.busy}
      className="space-y-4 rounded-md border p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t("keys.create.title")}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`} required>
            {t("keys.create.name")}
          </Label>
          <Input
            id={`${id}-name`}
            name="name"
            value={name}
            maxLength={API_KEY_NAME_MAX}
            placeholder={t("keys.create.namePlaceholder")}
            required
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} className="text-destructive text-sm">
              {errors.name}
            </p>
          ) : null}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-expiry`}>{t("keys.create.expiry")}</Label>
          <Select value={expiry} onValueChange={(next) => setExpiry(next as Expiry)}>
            <SelectTrigger id={`${id}-expiry`} className="w-full">
              <SelectValue>{t(`keys.expiry.${expiry}`)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {EXPIRIES.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`keys.expiry.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <fieldset
        id={`${id}-scopes`}
        tabIndex={-1}
        aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}
        className="space-y-3"
      >
        <legend className="mb-2 font-medium text-sm">{t("keys.create.scopes")}</legend>
        {API_SCOPES.map((scope) => (
          <div key={scope} className="flex items-start gap-3">
            <Checkbox
              id={`${id}-scope-${scope}`}
              checked={scopes.includes(scope)}
              onCheckedChange={(on) => toggle(scope, on === true)}
              aria-describedby={`${id}-scope-${scope}-about`}
              className="mt-0.5"
            />
            <div className="grid gap-0.5">
              <Label htmlFor={`${id}-scope-${scope}`}>{t(`keys.scopes.${scope}.label`)}</Label>
              <p id={`${id}-scope-${scope}-about`} className="text-muted-foreground text-sm">
                {t(`keys.scopes.${scope}.description`)}
              </p>
            </div>
          </div>
        ))}
        {errors.scopes ? (
          <p id={`${id}-scopes-error`} className="text-destructive text-sm">
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>
      {atLimit ? (
        <p id={`${id}-limit`} className="text-sm">
          {t("keys.create.limitReached")}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={save.busy || atLimit}
        aria-describedby={atLimit ? `${id}-limit` : undefined}
      >
        {save.busy ? t("keys.create.creating") : t("keys.create.submit")}
      </Button>
    </form>
  );
}
