import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from "@domain/keywords";
import { useTranslation } from "react-i18next";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";

type Props = {
  field: FieldMetadata<string>;
  label: string;
  hint?: string;
  multiline?: boolean;
  className?: string;
};

/** A labelled text field of the post form, with its hint and errors tied to it for screen readers. */
export function EditField({ field, label, hint, multiline, className }: Props) {
  const { t } = useTranslation("editor");
  const hintId = hint ? `${field.id}-hint` : undefined;
  const options = { ariaDescribedBy: hintId };
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={field.id}>{label}</Label>
      {multiline ? (
        <Textarea {...getTextareaProps(field, options)} rows={3} />
      ) : (
        <Input {...getInputProps(field, { type: "text", ...options })} />
      )}
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {field.errors?.length ? (
        <p id={field.errorId} className="text-destructive text-sm">
          {field.errors
            .map((key) =>
              t(key as never, {
                maxKeywords: MAX_KEYWORDS,
                maxKeywordLength: MAX_KEYWORD_LENGTH,
                defaultValue: t("errors.invalid"),
              }),
            )
            .join(" ")}
        </p>
      ) : null}
    </div>
  );
}
