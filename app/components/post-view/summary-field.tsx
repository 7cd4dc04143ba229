import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { useCopy } from "~/lib/use-copy";

/** One line of the Content Summary card, with its own copy button. */
export function SummaryField({
  label,
  value,
}: {
  label: string;
  value: string | null | undefined;
}) {
  const { t } = useTranslation("account");
  const copy = useCopy();
  if (!value) return null;
  return (
    <div className="rounded-lg border p-3">
      <dt className="font-medium text-sm">{label}</dt>
      <dd className="flex items-start justify-between gap-3 text-muted-foreground text-sm">
        <span className="min-w-0 break-words">{value}</span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="-mt-6 shrink-0"
          aria-label={t("view.copyField", { field: label })}
          onClick={() => void copy(value)}
        >
          <Copy aria-hidden className="size-4" />
        </Button>
      </dd>
    </div>
  );
}
