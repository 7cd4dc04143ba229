import type { FieldName, FieldSpec } from "@domain/content-types";
import { type ReactNode, useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { CreateField } from "./create-field";
import { type CreateFormState, fieldValue } from "./form-state";

export type FieldsCardProps = {
  title: string;
  description: string;
  state: CreateFormState;
  /** The fields to show, in form order. */
  fields: ReadonlyArray<readonly [FieldName, FieldSpec]>;
  onChange: (name: FieldName, value: string) => void;
  /** Control ids are `<idPrefix>-<field name>`. */
  idPrefix: string;
  /** Fields at fault, described by the element `errorId`. */
  invalid: readonly FieldName[];
  errorId: string;
  children?: ReactNode;
};

/** A titled card of create-form fields (Basic Details, Advanced Settings). */
export function FieldsCard(props: FieldsCardProps) {
  const { title, description, state, fields, onChange, idPrefix, invalid, errorId } = props;
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`} role="group">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={`${id}-title`} className="text-lg">
            {title}
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {fields.length > 0 ? (
          <div className="grid gap-5 sm:grid-cols-2">
            {fields.map(([name, spec]) => (
              <div key={name} className={spec.kind === "select" ? undefined : "sm:col-span-2"}>
                <CreateField
                  type={state.type}
                  name={name}
                  spec={spec}
                  value={fieldValue(state, name)}
                  onChange={onChange}
                  id={`${idPrefix}-${name}`}
                  errorId={invalid.includes(name) ? errorId : undefined}
                />
              </div>
            ))}
          </div>
        ) : null}
        {props.children}
      </CardContent>
    </Card>
  );
}
