/**
 * The Create Preset dialog's values and the rules for changing them (spec section 2 "Presets
 * tab", section 4: one template at a time, choosing it again clears it). What a type's preset holds
 * comes from `@domain/presets`.
 */
import type { ContentType } from "@domain/content-types";
import { MAX_SOURCES_PER_PIECE } from "@domain/evidence";
import {
  defaultPresetSettings,
  type PresetSettingName,
  type PresetSettings,
} from "@domain/presets";

export type PresetFormState = {
  readonly name: string;
  readonly type: ContentType;
  readonly settings: PresetSettings;
  /** The writing language the user chose; null follows the interface language. */
  readonly language: string | null;
};

export function initialPresetForm(type: ContentType = "blog"): PresetFormState {
  return { name: "", type, settings: defaultPresetSettings(type), language: null };
}

/** Another content type starts from that type's defaults; the name stays. */
export function switchPresetType(state: PresetFormState, type: ContentType): PresetFormState {
  if (type === state.type) return state;
  return { ...state, type, settings: defaultPresetSettings(type) };
}

export function setPresetSetting(
  state: PresetFormState,
  name: PresetSettingName,
  value: string,
): PresetFormState {
  return { ...state, settings: { ...state.settings, [name]: value } };
}

/** Chooses a template, replacing any other; choosing the chosen one clears it. */
export function togglePresetTemplate(state: PresetFormState, template: string): PresetFormState {
  const chosen = state.settings.templates[0] === template;
  return { ...state, settings: { ...state.settings, templates: chosen ? [] : [template] } };
}

/** Chooses a source for the preset's pieces, or leaves it out again (at most MAX_SOURCES_PER_PIECE). */
export function togglePresetSource(state: PresetFormState, sourceId: string): PresetFormState {
  const chosen = state.settings.sourceIds ?? [];
  const sourceIds = chosen.includes(sourceId)
    ? chosen.filter((id) => id !== sourceId)
    : chosen.length < MAX_SOURCES_PER_PIECE
      ? [...chosen, sourceId]
      : chosen;
  return { ...state, settings: { ...state.settings, sourceIds } };
}

/** The body of POST /api/presets; the writing language is the interface's unless chosen. */
export function presetRequestOf(state: PresetFormState, interfaceLanguage: string) {
  const { sourceIds, ...rest } = state.settings;
  const settings = {
    ...rest,
    language: state.language ?? interfaceLanguage,
    ...(sourceIds?.length ? { sourceIds } : {}),
  };
  return { name: state.name, contentType: state.type, settings };
}
