import type { ApiError } from "@domain/api/errors";
import { listConnections, publishPost } from "@domain/api/publishing";
import { type Connection, PUBLISH_MODES, type PublishMode } from "@domain/publishing";
import { type FormEvent, type RefObject, useEffect, useId, useState } from "react";
import { href, Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";
import { callApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";
import { describedBy, FieldError } from "./field-error";
import { localInputValue, localToIso, usePublishingText } from "./publishing-text";

const SUBMIT = {
  publish: "dialog.submit",
  draft: "dialog.submitDraft",
  schedule: "dialog.submitSchedule",
} as const;

export type PublishDialogProps = {
  postId: string;
  postTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server took the publication (the panel reads its list again). */
  onPublished?: () => void;
  /** Where the focus goes back on close (the button that opened it). */
  returnFocus?: RefObject<HTMLElement | null>;
};

/**
 * Publish a post on one of the writer's connections: now, as a draft there, or at a date and time
 * (the reader's wall clock, sent with its offset); the canonical address and featured image under
 * "Advanced". Without a connection, a link to the Publishing screen. Loaded when first opened.
 */
export default function PublishDialog({
  postId,
  postTitle,
  open,
  onOpenChange,
  onPublished,
  returnFocus,
}: PublishDialogProps) {
  const { t, when } = usePublishingText();
  const { text } = useMessageText();
  const id = useId();
  const [connections, setConnections] = useState<Connection[] | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [mode, setMode] = useState<PublishMode>("publish");
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  useEffect(() => {
    if (!open) return;
    setError(null);
    let live = true;
    void callApi(listConnections).then((result) => {
      if (!live) return;
      if (result.ok) setConnections(result.value.connections);
      else setLoadError(result.error);
    });
    return () => {
      live = false;
    };
  }, [open]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? "").trim();
    const connectionId = field("connectionId");
    const site = connections?.find((c) => c.id === connectionId)?.name ?? "";
    setBusy(true);
    const result = await callApi(publishPost, {
      params: { id: postId },
      body: {
        connectionId,
        mode,
        ...(mode === "schedule" && field("scheduledFor")
          ? { scheduledFor: localToIso(field("scheduledFor")) }
          : {}),
        canonicalUrl: field("canonicalUrl") || undefined,
        featuredImageUrl: field("featuredImageUrl") || undefined,
      },
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    const { publication } = result.value;
    toast.success(
      t(`dialog.sent.${mode}`, {
        site,
        date: publication.scheduledFor ? when(publication.scheduledFor) : "",
      }),
    );
    onPublished?.();
    onOpenChange(false);
  }

  const invalid = (name: string) => (error?.field === name ? true : undefined);
  const advancedOpen = error?.field === "canonicalUrl" || error?.field === "featuredImageUrl";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          if (!returnFocus?.current) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("dialog.title", { title: postTitle })}</DialogTitle>
          <DialogDescription>{t("dialog.description")}</DialogDescription>
        </DialogHeader>
        {loadError ? (
          <p role="alert" className="text-destructive text-sm">
            {text(loadError.message, loadError.params)}
          </p>
        ) : connections === null ? (
          <p role="status" className="text-muted-foreground text-sm">
            {t("dialog.loading")}
          </p>
        ) : connections.length === 0 ? (
          <div className="space-y-2">
            <p>{t("dialog.noConnections")}</p>
            <Link className="underline underline-offset-2" to={href("/dashboard/publishing")}>
              {t("dialog.connectLink")}
            </Link>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4" id={`${id}-form`}>
            <div className="space-y-1">
              <Label htmlFor={`${id}-site`}>{t("dialog.site")}</Label>
              <select
                id={`${id}-site`}
                name="connectionId"
                aria-invalid={invalid("connectionId")}
                aria-describedby={describedBy(`${id}-site`, false, error, "connectionId")}
                className="flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
              >
                {connections.map((c) => (
                  <option key={c.id} value={c.id}>
                    {`${c.name} (${t(`platforms.${c.platform}`)})`}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-site-error`} error={error} field="connectionId" />
            </div>
            <fieldset className="space-y-2">
              <legend className="font-medium text-sm">{t("dialog.mode")}</legend>
              {PUBLISH_MODES.map((name) => (
                <label key={name} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="mode"
                    value={name}
                    className="size-4 accent-primary"
                    checked={mode === name}
                    onChange={() => setMode(name)}
                  />
                  {t(`dialog.modes.${name}`)}
                </label>
              ))}
              <FieldError id={`${id}-mode-error`} error={error} field="mode" />
            </fieldset>
            {mode === "schedule" && (
              <div className="space-y-1">
                <Label htmlFor={`${id}-when`}>{t("dialog.when")}</Label>
                <Input
                  id={`${id}-when`}
                  name="scheduledFor"
                  type="datetime-local"
                  required
                  defaultValue={localInputValue(60)}
                  aria-invalid={invalid("scheduledFor")}
                  aria-describedby={describedBy(`${id}-when`, true, error, "scheduledFor")}
                />
                <p id={`${id}-when-hint`} className="text-muted-foreground text-sm">
                  {t("dialog.whenHint", { zone })}
                </p>
                <FieldError id={`${id}-when-error`} error={error} field="scheduledFor" />
              </div>
            )}
            <details open={advancedOpen || undefined} className="space-y-3">
              <summary className="cursor-pointer font-medium text-sm">
                {t("dialog.advanced")}
              </summary>
              <div className="mt-3 space-y-1">
                <Label htmlFor={`${id}-canonical`}>{t("dialog.canonical")}</Label>
                <Input
                  id={`${id}-canonical`}
                  name="canonicalUrl"
                  type="url"
                  dir="ltr"
                  placeholder="https://"
                  aria-invalid={invalid("canonicalUrl")}
                  aria-describedby={describedBy(`${id}-canonical`, true, error, "canonicalUrl")}
                />
                <p id={`${id}-canonical-hint`} className="text-muted-foreground text-sm">
                  {t("dialog.canonicalHint")}
                </p>
                <FieldError id={`${id}-canonical-error`} error={error} field="canonicalUrl" />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-image`}>{t("dialog.image")}</Label>
                <Input
                  id={`${id}-image`}
                  name="featuredImageUrl"
                  type="url"
                  dir="ltr"
                  placeholder="https://"
                  aria-invalid={invalid("featuredImageUrl")}
                  aria-describedby={describedBy(`${id}-image`, true, error, "featuredImageUrl")}
                />
                <p id={`${id}-image-hint`} className="text-muted-foreground text-sm">
                  {t("dialog.imageHint")}
                </p>
                <FieldError id={`${id}-image-error`} error={error} field="featuredImageUrl" />
              </div>
            </details>
            <FieldError id={`${id}-error`} error={error} general />
          </form>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("dialog.cancel")}
          </Button>
          {connections && connections.length > 0 && (
            <Button type="submit" form={`${id}-form`} disabled={busy}>
              {busy ? t("dialog.submitting") : t(SUBMIT[mode])}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
