import { CircleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";

/** A tab whose list could not be read: says so and offers to read it again. */
export function LoadFailedAlert({ message }: { message: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm"
    >
      <CircleAlertIcon aria-hidden className="size-4 shrink-0 text-destructive" />
      <p className="font-medium">{message}</p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="ms-auto"
        disabled={revalidator.state !== "idle"}
        onClick={() => revalidator.revalidate()}
      >
        {t("retry")}
      </Button>
    </div>
  );
}
