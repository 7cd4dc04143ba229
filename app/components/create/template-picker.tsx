import { type ContentType, contentTypeOf } from "@domain/content-types";
import { CheckIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { useCreateText } from "./create-text";

export type TemplatePickerProps = {
  type: ContentType;
  /** The chosen template's catalogue name, if any. */
  value?: string;
  /** Called with the pressed template's name; the caller toggles (see `toggleTemplate`). */
  onToggle: (template: string) => void;
  /** Form field name of the chosen template; "" when none is chosen. */
  name?: string;
  /** The templates offered; the type's full list unless given (presets offer a shorter one). */
  templates?: readonly string[];
};

/** The type's templates as toggle chips: at most one is pressed; pressing it again clears it. */
export function TemplatePicker({
  type,
  value,
  onToggle,
  name = "template",
  templates = contentTypeOf(type).templates,
}: TemplatePickerProps) {
  const { t, templateLabel } = useCreateText();
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint`} className="space-y-2">
      <legend className="text-sm font-medium">{t("templatePicker.title")}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("templatePicker.hint")}
      </p>
      <div className="flex flex-wrap gap-2">
        {templates.map((template) => {
          const pressed = template === value;
          return (
            <Button
              key={template}
              type="button"
              size="sm"
              variant={pressed ? "default" : "outline"}
              aria-pressed={pressed}
              onClick={() => onToggle(template)}
              className="rounded-full"
            >
              {pressed ? <CheckIcon aria-hidden /> : null}
              {templateLabel(type, template)}
            </Button>
          );
        })}
      </div>
      <input type="hidden" name={name} value={value ?? ""} />
    </fieldset>
  );
}
