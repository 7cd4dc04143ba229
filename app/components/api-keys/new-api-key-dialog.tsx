import type { CreateApiKeyResponse } from "@domain/api/api-keys";
import { CopyIcon } from "lucide-react";
import { useId } from "react";
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
import { useCopy } from "~/lib/use-copy";

/**
 * The key just made, shown this once with a Copy button: the server keeps only its hash, so
 * closing the dialog forgets it. A click outside does not close it (the key would be lost by
 * accident); Escape and the buttons do.
 */
export function NewApiKeyDialog({
  created,
  onClose,
}: {
  created: CreateApiKeyResponse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("developers");
  const copy = useCopy();
  const id = useId();
  return (
    <Dialog open={created !== null} onOpenChange={(open) => open || onClose()}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t("keys.once.title", { name: created?.apiKey.name ?? "" })}</DialogTitle>
          <DialogDescription className="font-medium text-foreground">
            {t("keys.once.warning")}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={`${id}-key`}>{t("keys.once.label")}</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-key`}
              readOnly
              value={created?.key ?? ""}
              dir="ltr"
              spellCheck={false}
              className="font-mono text-sm"
              data-testid="new-api-key"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="outline" onClick={() => copy(created?.key ?? "")}>
              <CopyIcon aria-hidden />
              {t("keys.once.copy")}
            </Button>
          </div>
          <p className="text-muted-foreground text-sm">{t("keys.once.usage")}</p>
        </div>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            {t("keys.once.done")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
