import type { ApiError, Problem } from "@domain/api/errors";
import { createPreset } from "@domain/api/presets";
import { CONTENT_TYPES, type ContentType, isContentType } from "@domain/content-types";
import { PRESET_NAME_MAX_LENGTH, parseCreatePreset, presetTemplatesOf } from "@domain/presets";
import type { SourceSummary } from "@domain/sources";
import { type FormEvent, useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCreateText } from "~/components/create/create-text";
import { LanguageSelect } from "~/components/create/language-select";
import { TemplatePicker } from "~/components/create/template-picker";
import { type VoiceOption, VoiceSelect } from "~/components/create/voice-select";
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { Spinner } from "~/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toaster";
import { useApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";
import {
  initialPresetForm,
  presetRequestOf,
  setPresetSetting,
  switchPresetType,
  togglePresetSource,
  togglePresetTemplate,
} from "./preset-form-state";
import { PresetSettingsFields } from "./preset-settings-fields";
import { PresetSources } from "./preset-sources";
import { usePresetFieldLabel } from "./preset-text";

export type CreatePresetDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's sources a preset may keep (issue 27). */
  sources?: readonly SourceSummary[];
  /** The user's learned voices a preset may write in (issue 29). */
  voices?: readonly VoiceOption[];
};

/**
 * The Create Preset dialog (spec section 2): a name, a content type, and the tabs Advanced
 * Settings and Templates with the preset's smaller option sets. Checked with the shared schema
 * here and again by POST /api/presets, sent through useApi (the list reloads by itself and
 * "Preset created successfully" comes back as the flash toast).
 */
export function CreatePresetDialog({
  open,
  onOpenChange,
  sources = [],
  voices = [],
}: CreatePresetDialogProps) {
  const { t, i18n } = useTranslation("presets");
  const { typeText } = useCreateText();
  const { text, problemText } = useMessageText();
  const fieldLabel = usePresetFieldLabel();
  const id = useId();
  const [state, setState] = useState(() => initialPresetForm());
  const [nameError, setNameError] = useState<string | null>(null);

  // The problem in the form's words: {{field}} is the name's or the setting's label.
  const explain = useCallback(
    (problem: Problem) =>
      problemText(problem, (field) =>
        field === "name" ? t("create.name") : fieldLabel(state.type, field as never),
      ).message,
    [problemText, t, fieldLabel, state.type],
  );

  // The answer, once: close on success, else say what failed (the name's problem beside it).
  const save = useApi(createPreset, {
    onDone: () => {
      setState(initialPresetForm());
      setNameError(null);
      onOpenChange(false);
    },
    onError: (error: ApiError) => {
      if (error.code === "UNAUTHENTICATED") {
        toast.error(text(error.message));
        return;
      }
      const message = error.code === "INVALID_INPUT" ? explain(error) : undefined;
      if (error.field === "name" && message) setNameError(message);
      toast.error(t("messages.createFailed"), { description: message });
    },
  });
  const saving = save.busy;

  function changeOpen(next: boolean) {
    if (saving) return;
    if (!next) {
      setState(initialPresetForm());
      setNameError(null);
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = parseCreatePreset(presetRequestOf(state, i18n.language));
    if (!checked.ok) {
      const message = explain(checked.problem);
      if (checked.problem.field === "name") {
        setNameError(message);
        document.getElementById(`${id}-name`)?.focus();
      }
      toast.error(message);
      return;
    }
    save.call({ body: checked.value });
  }

  const nameErrorId = `${id}-name-error`;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-2xl">
        <form noValidate onSubmit={submit} aria-busy={saving} className="grid gap-5">
          <DialogHeader className="px-0">
            <DialogTitle>{t("create.title")}</DialogTitle>
            <DialogDescription>{t("create.description")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-name`} required>
                {t("create.name")}
              </Label>
              <Input
                id={`${id}-name`}
                name="name"
                value={state.name}
                maxLength={PRESET_NAME_MAX_LENGTH}
                placeholder={t("create.namePlaceholder")}
                required
                autoComplete="off"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? nameErrorId : undefined}
                onChange={(event) => {
                  setState({ ...state, name: event.target.value });
                  setNameError(null);
                }}
              />
              {nameError ? (
                <p id={nameErrorId} className="text-destructive text-sm">
                  {nameError}
                </p>
              ) : null}
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-type`}>{t("create.contentType")}</Label>
              <Select
                value={state.type}
                onValueChange={(next) => {
                  if (isContentType(next)) setState(switchPresetType(state, next));
                }}
              >
                <SelectTrigger id={`${id}-type`}>
                  <SelectValue>{typeText(state.type, "label")}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {CONTENT_TYPES.map((type: ContentType) => (
                    <SelectItem key={type} value={type}>
                      {typeText(type, "label")}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <Tabs defaultValue="advanced">
            <TabsList>
              <TabsTrigger value="advanced">{t("create.advanced")}</TabsTrigger>
              <TabsTrigger value="templates">{t("create.templates")}</TabsTrigger>
              <TabsTrigger value="sources">{t("sources.tab")}</TabsTrigger>
            </TabsList>
            <TabsContent value="advanced" className="space-y-4 pt-2">
              <LanguageSelect
                id={`${id}-language`}
                value={state.language ?? i18n.language}
                onChange={(language) => setState({ ...state, language })}
              />
              <VoiceSelect
                id={`${id}-voice`}
                voices={voices}
                value={state.settings.voiceId ?? ""}
                onChange={(voiceId) =>
                  setState({ ...state, settings: { ...state.settings, voiceId } })
                }
              />
              <PresetSettingsFields
                type={state.type}
                settings={state.settings}
                idPrefix={id}
                onChange={(name, value) => setState(setPresetSetting(state, name, value))}
              />
            </TabsContent>
            <TabsContent value="templates" className="pt-2">
              <TemplatePicker
                type={state.type}
                templates={presetTemplatesOf(state.type)}
                value={state.settings.templates[0]}
                onToggle={(template) => setState(togglePresetTemplate(state, template))}
              />
            </TabsContent>
            <TabsContent value="sources" className="pt-2">
              <PresetSources
                sources={sources}
                chosen={state.settings.sourceIds ?? []}
                onToggle={(sourceId) => setState(togglePresetSource(state, sourceId))}
              />
            </TabsContent>
          </Tabs>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={saving}
              onClick={() => changeOpen(false)}
            >
              {t("create.cancel")}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Spinner label={t("create.saving")} className="text-current" /> : null}
              {t("create.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
