import { isAllowedUrl } from "@domain/html/sanitize";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
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

type Props = {
  open: boolean;
  /** The link under the selection, if any. */
  initialUrl: string;
  onApply: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
};

/** Asks for a link's URL; only what the sanitiser would keep (isAllowedUrl) is accepted. */
export function LinkDialog({ open, initialUrl, onApply, onRemove, onClose }: Props) {
  const { t } = useTranslation("editor");
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    // This form sits inside the post form in the React tree: keep the submit to ourselves.
    event.preventDefault();
    event.stopPropagation();
    const value = url.trim();
    if (value === "" || !isAllowedUrl(value)) {
      setInvalid(true);
      return;
    }
    onApply(value);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t("link.title")}</DialogTitle>
            <DialogDescription>{t("link.description")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-url`}>{t("link.url")}</Label>
            <Input
              id={`${id}-url`}
              type="text"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              value={url}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => {
                setUrl(event.target.value);
                setInvalid(false);
              }}
            />
            {invalid ? (
              <p id={`${id}-error`} className="text-destructive text-sm">
                {t("link.invalid")}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            {initialUrl ? (
              <Button type="button" variant="outline" onClick={onRemove}>
                {t("link.remove")}
              </Button>
            ) : null}
            <Button type="button" variant="ghost" onClick={onClose}>
              {t("link.cancel")}
            </Button>
            <Button type="submit">{t("link.apply")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
