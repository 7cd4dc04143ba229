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
 * A webhook connection's signing secret, shown this once with Copy (the server made it and never
 * sends it again). A click outside does not close it; Escape and the buttons do.
 */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation("publishing");
  const copy = useCopy();
  const id = useId();
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => open || onClose()}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t("secretDialog.title")}</DialogTitle>
          <DialogDescription className="font-medium text-foreground">
            {t("secretDialog.once")}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={`${id}-secret`}>{t("secretDialog.label")}</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-secret`}
              readOnly
              value={secret ?? ""}
              dir="ltr"
              spellCheck={false}
              className="font-mono text-sm"
              data-testid="connection-secret"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="outline" onClick={() => copy(secret ?? "")}>
              <CopyIcon aria-hidden />
              {t("secretDialog.copy")}
            </Button>
          </div>
        </div>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            {t("secretDialog.done")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
