import { CONTENT_TYPES, type ContentType, isContentType } from "@domain/content-types";
import { PRESET_NAME_MAX_LENGTH, parseCreatePreset, presetTemplatesOf } from "@domain/presets";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useCreateText } from "~/components/create/create-text";
import { TemplatePicker } from "~/components/create/template-picker";
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
import {
  initialPresetForm,
  presetRequestOf,
  setPresetSetting,
  switchPresetType,
  togglePresetTemplate,
} from "./preset-form-state";
import { postPreset } from "./preset-requests";
import { PresetSettingsFields } from "./preset-settings-fields";

export type CreatePresetDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The Create Preset dialog (spec section 2): a name, a content type, and the tabs Advanced
 * Settings and Templates with the preset's smaller option sets. Checked with the shared schema
 * here and again by POST /api/presets.
 */
export function CreatePresetDialog({ open, onOpenChange }: CreatePresetDialogProps) {
  const { t } = useTranslation("presets");
  const { typeText } = useCreateText();
  const id = useId();
  const revalidator = useRevalidator();
  const [state, setState] = useState(() => initialPresetForm());
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function changeOpen(next: boolean) {
    if (saving) return;
    if (!next) {
      setState(initialPresetForm());
      setNameError(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = parseCreatePreset(presetRequestOf(state));
    if (!checked.ok) {
      const message =
        checked.field === "name" && state.name.trim() === ""
          ? t("messages.nameRequired")
          : checked.message;
      if (checked.field === "name") {
        setNameError(message);
        document.getElementById(`${id}-name`)?.focus();
      }
      toast.error(message);
      return;
    }
    setSaving(true);
    const result = await postPreset(checked.value);
    setSaving(false);
    if (result.ok) {
      toast.success(t("messages.created"));
      revalidator.revalidate();
      setState(initialPresetForm());
      setNameError(null);
      onOpenChange(false);
      return;
    }
    if (result.status === 401) {
      toast.error(t("messages.loginRequired"));
      return;
    }
    if (result.field === "name" && result.message) setNameError(result.message);
    toast.error(t("messages.createFailed"), {
      description: result.status === 400 ? result.message : undefined,
    });
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
            </TabsList>
            <TabsContent value="advanced" className="pt-2">
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
