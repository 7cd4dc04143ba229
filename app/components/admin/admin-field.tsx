import type { FieldProblem } from "@domain/site/admin-content";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { useMessageText } from "~/lib/use-message-text";

export const SELECT_CLASSES =
  "flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs md:text-sm focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden disabled:opacity-50";

type Limits = { max: number; aim?: { min: number; max: number } };

type Props = {
  id: string;
  /** The form field's name, for a form that reads its values (Conform). */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, if any (its message is a locale key; `{{field}}` is the label). */
  problem?: FieldProblem;
  hint?: string;
  multiline?: boolean;
  readOnly?: boolean;
  type?: "text" | "url";
  /** A character counter under the field, with the analyser's range when it has one. */
  counter?: Limits;
  className?: string;
  children?: ReactNode;
};

/**
 * A labelled text field of the admin forms: its hint, counter and problem are tied to it for
 * screen readers (aria-describedby), the problem in the screen's words with the field's label.
 */
export function AdminField({ id, label, value, onChange, problem, hint, ...rest }: Props) {
  const { t } = useTranslation("admin");
  const { text } = useMessageText();
  const { name, multiline, readOnly, type = "text", counter, className, children } = rest;
  const described = [
    hint ? `${id}-hint` : null,
    counter ? `${id}-counter` : null,
    problem ? `${id}-error` : null,
  ].filter(Boolean);
  const common = {
    id,
    name,
    value,
    readOnly,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": described.length ? described.join(" ") : undefined,
  };
  const over = counter ? value.length > counter.max : false;
  const inAim = counter?.aim
    ? value.length >= counter.aim.min && value.length <= counter.aim.max
    : true;
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...common} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {counter ? (
        <p
          id={`${id}-counter`}
          data-state={over ? "over" : inAim ? "good" : "short"}
          className={cn(
            "text-xs",
            over
              ? "text-destructive"
              : inAim
                ? "text-muted-foreground"
                : "text-amber-700 dark:text-amber-400",
          )}
        >
          {t("content.counter", { count: value.length, max: counter.max })}
          {counter.aim ? ` ${t("content.counterAim", counter.aim)}` : null}
        </p>
      ) : null}
      {children}
      {problem ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {text(problem.message, { ...problem.params, field: label })}
        </p>
      ) : null}
    </div>
  );
}
