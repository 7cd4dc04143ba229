import { type ContentType, type FieldName, fieldsOf } from "@domain/content-types";
import type { GenerationInput } from "@domain/generation-input";
import { isLanguage } from "@domain/languages";
import { CircleAlertIcon, SparklesIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toaster";
import { useMessageText } from "~/lib/use-message-text";
import { ContentTypePicker } from "./content-type-picker";
import { useCreateText } from "./create-text";
import { FieldsCard } from "./fields-card";
import {
  type CreateDefaults,
  type CreateFormState,
  type CreateProblem,
  checkGeneration,
  draftOf,
  initialFormState,
  missingFieldsOf,
  setField,
  switchType,
  toggleTemplate,
} from "./form-state";
import { LanguageSelect } from "./language-select";
import { type CreateStep, StepIndicator } from "./step-indicator";
import { TemplatePicker } from "./template-picker";
import { type VoiceOption, VoiceSelect } from "./voice-select";

export type CreateFormProps = {
  /** Pre-filled values, read once when the form mounts (give it a new `key` to pre-fill again). */
  defaultValues?: CreateDefaults;
  /** A generation is running: the generate button is disabled and shows a spinner. */
  busy: boolean;
  /** Called with the checked request when the user generates. */
  onGenerate: (input: GenerationInput) => void;
  /** The interface language: the writing language until the user chooses another. */
  language: string;
  /** The step the indicator shows; 3 after a success. Changing the type goes back to 2. */
  step?: CreateStep;
  /** The research sources chosen for the piece: they go with the generation (issue 27). */
  sourceIds?: readonly string[];
  /** The Sources panel, shown after the fields (its controls never submit this form). */
  sources?: ReactNode;
  /** Told the topic, the text typed and the writing language as they change (for the brief). */
  onDraftChange?: (draft: CreateDraft) => void;
  /** The writer's learned voices (issue 29): the piece may be written in one of them. */
  voices?: readonly VoiceOption[];
};

export type CreateDraft = { topic: string; text: string; language: string };

/** The create screen's form (spec section 2 "Create tab", section 4 "Create flow"). */
export function CreateForm({
  defaultValues,
  busy,
  onGenerate,
  language,
  step = 2,
  sourceIds,
  sources,
  onDraftChange,
  voices = [],
}: CreateFormProps) {
  const { t, fieldText, typeText } = useCreateText();
  const { problemText } = useMessageText();
  const id = useId();
  const [state, setState] = useState(() => initialFormState(defaultValues));
  const [problem, setProblem] = useState<CreateProblem | null>(null);
  const [typeChanged, setTypeChanged] = useState(false);
  // Follows the interface language until the user picks a writing language of their own.
  const [chosenLanguage, setChosenLanguage] = useState<string | null>(
    isLanguage(defaultValues?.language) ? defaultValues.language : null,
  );
  const writing = chosenLanguage ?? language;
  // A voice handed over (an idea, a preset) only when it is one of the writer's learned voices.
  const [voiceId, setVoiceId] = useState(() =>
    voices.some((v) => v.id === defaultValues?.voiceId) ? (defaultValues?.voiceId ?? "") : "",
  );
  const [shownStep, setShownStep] = useState(step);
  if (shownStep !== step) {
    setShownStep(step);
    setTypeChanged(false);
  }

  useEffect(() => {
    onDraftChange?.({ ...draftOf(state), language: writing });
  }, [state, writing, onDraftChange]);

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const missing = missingFieldsOf(state).length > 0;
  const fields = fieldsOf(state.type);
  const basic = fields.filter(([, spec]) => spec.kind !== "select" || spec.required);
  const advanced = fields.filter(([, spec]) => spec.kind === "select" && !spec.required);

  function update(next: CreateFormState) {
    setState(next);
    setProblem(null);
  }
  function changeType(type: ContentType) {
    update(switchType(state, type));
    setTypeChanged(true);
  }
  function changeField(name: FieldName, value: string) {
    update(setField(state, name, value));
  }
  const textOf = (found: CreateProblem) =>
    problemText(found, (name) => fieldText(state.type, name as FieldName, "label"));
  function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = checkGeneration(state, writing, sourceIds, voiceId);
    if (result.ok) {
      setProblem(null);
      onGenerate(result.value);
      return;
    }
    setProblem(result);
    const { title, message } = textOf(result);
    toast.error(title ?? message, { description: title ? message : undefined });
    const first = result.fields[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  return (
    <form method="post" noValidate onSubmit={generate} aria-busy={busy} className="space-y-6">
      <StepIndicator step={typeChanged ? 2 : step} />
      <input type="hidden" name="contentType" value={state.type} />
      <ContentTypePicker value={state.type} onChange={changeType} />
      <p className="text-sm text-muted-foreground">{t("form.requiredHint")}</p>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <FieldsCard
          title={t("basic.title")}
          description={t("basic.description")}
          state={state}
          fields={basic}
          onChange={changeField}
          idPrefix={id}
          invalid={problem?.fields ?? []}
          errorId={errorId}
        />
        <FieldsCard
          title={t("advanced.title")}
          description={t("advanced.description")}
          state={state}
          fields={advanced}
          onChange={changeField}
          idPrefix={id}
          invalid={problem?.fields ?? []}
          errorId={errorId}
        >
          <LanguageSelect id={`${id}-language`} value={writing} onChange={setChosenLanguage} />
          <VoiceSelect id={`${id}-voice`} voices={voices} value={voiceId} onChange={setVoiceId} />
          <TemplatePicker
            type={state.type}
            value={state.template}
            onToggle={(template) => update(toggleTemplate(state, template))}
          />
        </FieldsCard>
      </div>
      {sources}
      {problem ? (
        <div
          id={errorId}
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
        >
          <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>
            <strong className="font-semibold">{textOf(problem).title}</strong>
            <span className="sr-only">: </span> <span>{textOf(problem).message}</span>
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          size="lg"
          disabled={busy}
          aria-disabled={!busy && missing ? true : undefined}
          aria-describedby={!busy && missing ? hintId : undefined}
          className="aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed"
        >
          {busy ? (
            <Spinner label={t("form.generating")} className="text-current" />
          ) : (
            <SparklesIcon aria-hidden />
          )}
          {typeText(state.type, "generate")}
        </Button>
        {!busy && missing ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {t("form.missingHint")}
          </p>
        ) : null}
      </div>
    </form>
  );
}
