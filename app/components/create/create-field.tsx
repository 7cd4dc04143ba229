import type { ContentType, FieldName, FieldSpec } from "@domain/content-types";
import type { ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useCreateText } from "./create-text";

export type CreateFieldProps = {
  type: ContentType;
  name: FieldName;
  spec: FieldSpec;
  value: string;
  onChange: (name: FieldName, value: string) => void;
  /** The control's id; its hint gets `<id>-hint`. */
  id: string;
  /** When set, the control is marked invalid and described by this element (the form's alert). */
  errorId?: string;
  /** Overrides the catalogue's label (the preset dialog words one field differently). */
  label?: string;
};

/** One field of the create form, labelled and described, drawn by its catalogue kind. */
export function CreateField({
  type,
  name,
  spec,
  value,
  onChange,
  id,
  errorId,
  label,
}: CreateFieldProps) {
  const { fieldText, optionLabel } = useCreateText();
  const hint = fieldText(type, name, "hint");
  const describedBy = [hint ? `${id}-hint` : "", errorId ?? ""].filter(Boolean).join(" ");
  const common = {
    id,
    "aria-invalid": errorId ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
  let control: ReactNode;
  let hidden: ReactNode = null;
  if (spec.kind === "select") {
    control = (
      // The value travels in a hidden input: Radix only adds its own native select in the browser.
      <Select value={value} onValueChange={(next) => onChange(name, next)}>
        <SelectTrigger {...common} aria-required={spec.required || undefined}>
          <SelectValue>{optionLabel(type, name, value)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {spec.options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {optionLabel(type, name, option.value)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
    hidden = <input type="hidden" name={name} value={value} />;
  } else {
    const text = {
      ...common,
      name,
      value,
      required: spec.required,
      placeholder: fieldText(type, name, "placeholder") || undefined,
    };
    control =
      spec.kind === "textarea" ? (
        <Textarea {...text} rows={4} onChange={(event) => onChange(name, event.target.value)} />
      ) : (
        <Input {...text} onChange={(event) => onChange(name, event.target.value)} />
      );
  }
  return (
    <div className="space-y-2">
      <Label htmlFor={id} required={spec.required}>
        {label ?? fieldText(type, name, "label")}
      </Label>
      {control}
      {hidden}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
